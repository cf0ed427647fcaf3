"""The casino in the app: Session > Casino… and the manager's passphrase."""
