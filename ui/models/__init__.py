"""Table models over the engine's state (Qt Model/View); views sort them through proxies."""

from ui.models.audit_model import AuditModel
from ui.models.ledger_model import LedgerFilterProxy, LedgerModel, LedgerRole
from ui.models.pairs_model import HandPairsModel, PairsModel
from ui.models.settle_models import BalancesModel, TransfersModel
from ui.models.standings_model import StandingsModel

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
