"""Table models over the engine's state (Qt Model/View); views sort them through proxies."""

from scorekeeper_app.models.audit_model import AuditModel
from scorekeeper_app.models.ledger_model import LedgerFilterProxy, LedgerModel, LedgerRole
from scorekeeper_app.models.pairs_model import HandPairsModel, PairsModel
from scorekeeper_app.models.settle_models import BalancesModel, TransfersModel
from scorekeeper_app.models.standings_model import StandingsModel

__all__ = [
    "AuditModel",
    "BalancesModel",
    "HandPairsModel",
    "LedgerFilterProxy",
    "LedgerModel",
    "LedgerRole",
    "PairsModel",
    "StandingsModel",
    "TransfersModel",
]
