"""The table on everyone's phone: a live, read-only web page of one session.

:class:`~scorekeeper.web.server.ShareServer` serves it (used by the app's *Share
this table* and by ``scorekeeper serve``); the book is opened read-only and the
address carries a fresh secret token. Starlette and uvicorn are imported only
when a table is shared.
"""
