"""Each module as the player sees it: one view per module (drawing, explanation), one table.

The app's half of a module unit (`engine/modules`): `constellation`, `notes`, `polaroids`,
`garland`, `frames`, each a `ModuleView` registered in `registry.VIEWS` under the same name
as its engine unit. A view writes its module's page of How to play too (`help_board`,
`help_sentences`, `help_picture`), which `ui/board/help_pages.py` and `ui/board/help_art.py`
reach through the registry; the room its drawing takes stays with the layout
(`ui/board/module_space.py`), which sits below the painters in the layers of `ui/board`.
"""
