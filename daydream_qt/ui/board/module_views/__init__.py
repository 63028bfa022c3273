"""Each module as the player sees it: one view per module (drawing, explanation), one table.

The app's half of a module unit (`engine/modules`): `constellation`, `notes`, `polaroids`,
`garland`, `frames`, each a `ModuleView` registered in `registry.VIEWS` under the same name
as its engine unit. Its help page stays with the other pages (`ui/core/help_texts.py`,
`ui/board/help_art.py`) and the room its drawing takes with the layout (`ui/board/module_space.py`),
which sit below the painters in the layers of `ui/board`.
"""
