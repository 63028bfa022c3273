<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/about_dialog.py" line="+26"/>
        <source>Daydream for the desktop, version {0}</source>
        <translation>Daydream pour l’ordinateur, version {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unofficial companion app for the roll &amp; write game Daydream. The game, its name, its rules and its original art belong to its authors and to its publisher, {0}; this app is not made or endorsed by them.</source>
        <translation>Une app compagnon non officielle pour le jeu roll &amp; write Daydream. Le jeu, son nom, ses règles et ses illustrations originales appartiennent à ses auteurs et à son éditeur, {0}&#xa0;; cette app n’est ni faite ni approuvée par eux.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The boards, the shelf drawings and all the art of this app are this project&apos;s own work, shared under the MIT licence.</source>
        <translation>Les plateaux, les dessins de l’étagère et toutes les illustrations de cette app sont l’œuvre de ce projet, partagée sous licence MIT.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qt {0} · PySide6 {1} · Python {2}</source>
        <translation>Qt {0} · PySide6 {1} · Python {2}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>About Daydream</source>
        <translation>À propos de Daydream</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daydream</source>
        <translation>Daydream</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Close About</source>
        <translation>Fermer À propos</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../daydream_qt/ui/window/accessibility.py" line="+95"/>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>BlankBoardDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/blank_board.py" line="+28"/>
        <source>Print a blank board</source>
        <translation>Imprimer un plateau vierge</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A blank board</source>
        <translation>Un plateau vierge</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>An empty sheet of a board as a PDF, to print and play on paper at the table: clouds large enough to write in, the shelf, the modules and the title table.</source>
        <translation>Un plateau vide en PDF, à imprimer pour jouer sur papier autour de la table&#xa0;: des nuages assez grands pour y écrire, l’étagère, les modules et le tableau des titres.</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation type="vanished">A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation type="vanished">Lettre US (8,5 × 11 po)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the PDF…</source>
        <translation>Enregistrer le PDF…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">Annuler</translation>
    </message>
</context>
<context>
    <name>BlankSheet</name>
    <message>
        <location filename="../../daydream_qt/ui/board/blank_sheet.py" line="+130"/>
        <source>Titles (solo): {0}</source>
        <translation>Titres (solo)&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{0} · the shelf (page 2 of 2)</source>
        <translation>{0} · l’étagère (page 2 sur 2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · Name: ____________ · Date: ____________</source>
        <translation>{0} · Nom&#xa0;: ____________ · Date&#xa0;: ____________</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The shelf is on page 2.</source>
        <translation>L’étagère est en page 2.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="+132"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Constellation</source>
        <translation>Constellation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Musical notes</source>
        <translation>Notes de musique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polaroids</source>
        <translation>Polaroids</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon garland</source>
        <translation>Guirlande de lunes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames</source>
        <translation>Cadres</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncer</name>
    <message>
        <location filename="../../daydream_qt/ui/board/accessible.py" line="+230"/>
        <location filename="../../daydream_qt/ui/board/board_table.py" line="+149"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Row %1, column %2</source>
        <translation>Rangée %1, colonne %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>star</source>
        <translation>étoile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moon</source>
        <translation>lune</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+89"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>polaroid %1</source>
        <translation>polaroïd %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note</source>
        <translation>note</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: empty</source>
        <translation>%1&#xa0;: vide</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; the %2 may go here</source>
        <translation>%1&#xa0;; le %2 peut aller ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; the %2 may not go here</source>
        <translation>%1&#xa0;; le %2 ne peut pas aller ici</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: finished</source>
        <translation>%1&#xa0;: terminé</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2 of %n stroke(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %2 sur %n trait</numerusform>
            <numerusform>%1&#xa0;: %2 sur %n traits</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 strokes</source>
        <translation type="vanished">%1&#xa0;: %2 traits sur %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score: %1.</source>
        <translation>Score&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}&apos;s sheet. {1}</source>
        <translation>Plateau de {0}. {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Arrow keys move between clouds; a digit or Enter writes the die.</source>
        <translation>%1 Les flèches passent d’un nuage à l’autre&#xa0;; un chiffre ou Entrée inscrit le dé.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/actions.py" line="+90"/>
        <source>New boar&amp;d</source>
        <translation>Nouveau &amp;plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit board…</source>
        <translation>Mo&amp;difier un plateau…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Edit a board</source>
        <translation>Modifier un plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daydream board (*.json)</source>
        <translation>Plateau Daydream (*.json)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot edit this board</source>
        <translation>Impossible de modifier ce plateau</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Board editor</source>
        <translation>Éditeur de plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board being edited has changes that are not saved. Save them?</source>
        <translation>Le plateau en cours de modification a des changements non enregistrés. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot play this board</source>
        <translation>Impossible de jouer sur ce plateau</translation>
    </message>
</context>
<context>
    <name>BoardExplain</name>
    <message>
        <source>{0} point</source>
        <translation type="vanished">{0} point</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation type="vanished">{0} points</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+69"/>
        <source>{0}: crossed out, a number repeats.</source>
        <translation>{0}&#xa0;: barrée, un nombre se répète.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: dot circled, {1} dot strokes drawn.</source>
        <translation>{0}&#xa0;: point entouré, {1} traits de point tracés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: sun circled, {1} sun strokes drawn.</source>
        <translation>{0}&#xa0;: soleil entouré, {1} traits de soleil tracés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="+83"/>
        <location line="+126"/>
        <source>{0}: {1} of {2} clouds filled.</source>
        <translation>{0}&#xa0;: {1} nuages remplis sur {2}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A number repeats: it will be crossed out.</source>
        <translation>Un nombre se répète&#xa0;: elle sera barrée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different: its dot; a run by one: its sun ({0} strokes).</source>
        <translation>Tous différents&#xa0;: son point&#xa0;; une suite de un en un&#xa0;: son soleil ({0} traits).</translation>
    </message>
    <message>
        <source>All different: circles its dot ({0} dot strokes). Counting up or down by one: circles its sun ({0} sun strokes).</source>
        <translation type="vanished">Tous différents&#xa0;: son point est entouré ({0} traits de point). Une suite qui monte ou descend de un en un&#xa0;: son soleil est entouré ({0} traits de soleil).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+188"/>
        <source>Row {0}, column {1}</source>
        <translation>Rangée {0}, colonne {1}</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>No line passes through this cloud.</source>
        <translation>Aucune ligne ne passe par ce nuage.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/constellation.py" line="+78"/>
        <source>Star: the number written moves the constellation pen as many points.</source>
        <translation>Étoile&#xa0;: le nombre écrit fait avancer le crayon de la constellation d’autant de points.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/polaroids.py" line="+104"/>
        <source>Star: the number is copied to polaroid {0}.</source>
        <translation>Étoile&#xa0;: le nombre est recopié sur le polaroïd {0}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon: the number is copied to polaroid {0}.</source>
        <translation>Lune&#xa0;: le nombre est recopié sur le polaroïd {0}.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="+177"/>
        <source>Moon: the number is copied to the next moon of the garland.</source>
        <translation>Lune&#xa0;: le nombre est recopié sur la lune suivante de la guirlande.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon: the garland is full, the number is not copied.</source>
        <translation>Lune&#xa0;: la guirlande est pleine, le nombre n’est pas recopié.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The garland is full: nothing is left to win on it.</source>
        <translation>La guirlande est pleine&#xa0;: il n’y a plus rien à y gagner.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/notes.py" line="+60"/>
        <source>Note: the same number as the clouds it touches colours a head.</source>
        <translation>Note&#xa0;: le même nombre que les nuages qu’elle touche colorie une tête.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/constellation.py" line="+8"/>
        <source>A number written on a star cloud moves the pen as many points along the track; every big star reached scores.</source>
        <translation>Un nombre écrit sur un nuage étoile fait avancer le crayon d’autant de points sur le tracé&#xa0;; chaque grande étoile atteinte rapporte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} of {1} big stars reached: {2}.</source>
        <translation>{0} grandes étoiles atteintes sur {1}&#xa0;: {2}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every big star is reached: nothing is left to win on the track.</source>
        <translation>Toutes les grandes étoiles sont atteintes&#xa0;: il n’y a plus rien à gagner sur le tracé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every star cloud is written: nothing is left to win on the track.</source>
        <translation>Tous les nuages étoile sont remplis&#xa0;: il n’y a plus rien à gagner sur le tracé.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/notes.py" line="+7"/>
        <source>Clouds touching a note holding the same number colour its head; every head scores.</source>
        <translation>Les nuages d’une note qui portent le même nombre colorient sa tête&#xa0;; chaque tête rapporte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads coloured: {0} ({1}).</source>
        <translation>Têtes coloriées&#xa0;: {0} ({1}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every cloud of the notes is written: nothing is left to win on them.</source>
        <translation>Tous les nuages des notes sont remplis&#xa0;: il n’y a plus rien à y gagner.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/polaroids.py" line="+8"/>
        <source>Star polaroids add their number, moon polaroids take theirs away.</source>
        <translation>Les polaroïds étoile ajoutent leur nombre, les polaroïds lune retirent le leur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every different number on the polaroids scores; all six in a row score double.</source>
        <translation>Chaque nombre différent sur les polaroïds rapporte&#xa0;; les six à la suite comptent double.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} of 6 polaroids filled: {1}.</source>
        <translation>{0} polaroïds remplis sur 6&#xa0;: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every polaroid is filled: nothing is left to win on them.</source>
        <translation>Tous les polaroïds sont remplis&#xa0;: il n’y a plus rien à y gagner.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="-3"/>
        <source>A number on a moon cloud goes to the next moon; two equal moons in a row circle the reward between them.</source>
        <translation>Un nombre écrit sur un nuage lune va sur la lune suivante de la guirlande&#xa0;; deux lunes égales à la suite entourent la récompense entre elles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards circled so far: {0} ({1}).</source>
        <translation>Récompenses entourées&#xa0;: {0} ({1}).</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="+15"/>
        <source>Fill every cloud of a family: the first takes its 5, the second its 2.</source>
        <translation>Remplissez tous les nuages d’une famille&#xa0;: le premier prend son 5, le deuxième son 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Families completed: {0} of {1} ({2}).</source>
        <translation>Familles complétées&#xa0;: {0} sur {1} ({2}).</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Reward taken: {0}.</source>
        <translation>Récompense prise&#xa0;: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed, but no reward was left to take.</source>
        <translation>Complétée, mais il ne restait aucune récompense à prendre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to win here: its rewards are taken or crossed out.</source>
        <translation>Plus rien à gagner ici&#xa0;: ses récompenses sont prises ou barrées.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} more to fill to take its {1}.</source>
        <translation>Encore {0} à remplir pour prendre son {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} more to fill to take its {1}, unless the first stroke on the {2} comes first.</source>
        <translation>Encore {0} à remplir pour prendre son {1}, sauf si le premier trait sur le {2} arrive avant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} more to fill for the best reward still open.</source>
        <translation>Encore {0} à remplir pour la meilleure récompense encore libre.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>clover</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bow tie</source>
        <translation>nœud papillon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill every cloud of a family to take its best reward still open: the first stroke on the {0} crosses out every 5 not yet taken, the first on the {1} every 2.</source>
        <translation>Remplissez tous les nuages d’une famille pour prendre sa meilleure récompense encore libre&#xa0;: le premier trait sur le {0} barre chaque 5 pas encore pris, le premier sur le {1} chaque 2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing is left to win in the frames.</source>
        <translation>Il n’y a plus rien à gagner dans les cadres.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+16"/>
        <source>Finished items: {0}</source>
        <translation>Objets terminés&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/accessible.py" line="-111"/>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+2"/>
        <source>Thorns: {0}, minus {1}</source>
        <translation>Épines&#xa0;: {0}, moins {1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+1"/>
        <source>Total: {0}</source>
        <translation>Total&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Title: {0}</source>
        <translation>Titre&#xa0;: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/board/explain_words.py" line="+28"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardForm</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/board_panel.py" line="+57"/>
        <source>The combination of panels the board is played as; it decides the modules the board has</source>
        <translation>La combinaison de panneaux dans laquelle le plateau se joue&#xa0;; elle décide des modules du plateau</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Suggest titles</source>
        <translation>Proposer des titres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the board many times with the expert bot and propose where each title band starts</source>
        <translation>Jouer de nombreuses parties avec le bot expert et proposer où commence chaque palier de titre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+16"/>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>Name (Japanese)</source>
        <translation>Nom (japonais)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>Combination</source>
        <translation>Combinaison</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Modules</source>
        <translation>Modules</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+15"/>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+15"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Columns per panel</source>
        <translation>Colonnes par panneau</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Leaves</source>
        <translation>Feuilles</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Circled at the start</source>
        <translation>Entourées au départ</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>Columns of panel %1</source>
        <translation>Colonnes du panneau %1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Leaves circled at the start</source>
        <translation>Feuilles entourées au départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thorns (solo): every board has the same plant; two thorns cost one item.</source>
        <translation>Épines (solo)&#xa0;: tous les plateaux ont la même plante&#xa0;; deux épines coûtent un objet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Solo titles</source>
        <translation>Titres en solo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Japanese</source>
        <translation>Japonais</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Band %1 from</source>
        <translation>Palier %1 à partir de</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Title of band %1 (%2)</source>
        <translation>Titre du palier %1 (%2)</translation>
    </message>
</context>
<context>
    <name>BoardRefusals</name>
    <message>
        <location filename="../../daydream_qt/ui/core/board_words.py" line="+109"/>
        <source>The board in the file is broken: {}</source>
        <translation>Le plateau de ce fichier est abîmé&#xa0;: {}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Trace from the glowing pen to the glowing node.</source>
        <translation type="vanished">Tracez depuis le feutre lumineux jusqu’au point lumineux.</translation>
    </message>
    <message>
        <source>Trace from the glowing pen to the glowing sun.</source>
        <translation type="vanished">Tracez depuis le feutre lumineux jusqu’au soleil lumineux.</translation>
    </message>
    <message>
        <source>Trace from the glowing pen to the glowing dot.</source>
        <translation type="vanished">Tracez depuis le feutre lumineux jusqu’au point lumineux.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/footer.py" line="+71"/>
        <source>Thorns: every two cost one item (solo)</source>
        <translation>Épines&#xa0;: chaque paire coûte un objet (solo)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/shelf.py" line="+232"/>
        <source>Bonus: one extra sun stroke</source>
        <translation>Bonus&#xa0;: un trait de plus jusqu’au soleil suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus: circle the next leaf</source>
        <translation>Bonus&#xa0;: entourer la feuille suivante</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/interactions.py" line="+96"/>
        <source>No stroke drawn: a line starts on the round pen or on the diamond target.</source>
        <translation>Aucun trait tracé&#xa0;: un geste part du disque du feutre ou de la cible en losange.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No stroke drawn: the line did not reach the diamond target.</source>
        <translation>Aucun trait tracé&#xa0;: le geste n’a pas atteint la cible en losange.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No stroke drawn: the line did not reach the round pen.</source>
        <translation>Aucun trait tracé&#xa0;: le geste n’a pas atteint le disque du feutre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No stroke drawn: the line strayed too far from the drawing&apos;s outline.</source>
        <translation>Aucun trait tracé&#xa0;: le geste s’est trop écarté du contour du dessin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No stroke drawn: tap the round pen or the diamond target, not another node.</source>
        <translation>Aucun trait tracé&#xa0;: touchez le disque du feutre ou la cible en losange, pas un autre point.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing done: the pointer moved between press and release, which is not a tap.</source>
        <translation>Rien n’a été fait&#xa0;: le pointeur a bougé entre l’appui et le relâchement, ce qui n’est pas un simple toucher.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../daydream_qt/ui/board/view.py" line="+588"/>
        <source>The cursor is on row %1, column %2, a cloud where die %4 may go: press %3 to write it there.</source>
        <translation>Le curseur est en rangée %1, colonne %2, sur un nuage où le dé %4 peut aller&#xa0;: appuyez sur %3 pour l’y écrire.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Press 1 or 2 to choose which line to resolve first.</source>
        <translation>Appuyez sur 1 ou 2 pour choisir la ligne à résoudre en premier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press S for the sun bonus or L for the leaf bonus.</source>
        <translation>Appuyez sur S pour le bonus soleil ou sur L pour le bonus feuille.</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>The cursor is on row %1, column %2, a cloud die %4 may go in: press %3 to write it there.</source>
        <translation type="vanished">Le curseur est en rangée %1, colonne %2, sur un nuage où le dé %4 peut aller&#xa0;: appuyez sur %3 pour l’y écrire.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You have no {0} left to play.</source>
        <translation>Il ne vous reste aucun {0} à jouer.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The cursor is on row %1, column %2: press %3 again to write there, or move it with the arrow keys.</source>
        <translation>Le curseur est en rangée %1, colonne %2&#xa0;: appuyez de nouveau sur %3 pour y écrire, ou déplacez-le avec les flèches.</translation>
    </message>
    <message>
        <source>No die left to play shows {0}.</source>
        <translation type="vanished">Aucun dé encore à jouer ne montre un {0}.</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../../daydream_qt/_templates.py" line="+8"/>
        <source>the constellation</source>
        <extracomment>daydream_qt/engine/modules/constellation.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>la constellation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the musical notes</source>
        <extracomment>daydream_qt/engine/modules/notes.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>les notes de musique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the polaroids</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>les polaroïds</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the garland</source>
        <extracomment>daydream_qt/engine/modules/garland.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>la guirlande</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the frame families</source>
        <extracomment>daydream_qt/engine/modules/frames.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>les familles de cadres</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>row {}, column {}</source>
        <extracomment>daydream_qt/engine/boarddef.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>rangée {}, colonne {}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{} in English</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} en anglais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} in French</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} en français</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} in Japanese</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} en japonais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s format</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le format du fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s version</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la version du fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the combination</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la combinaison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board&apos;s name</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nom du plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the difficulty</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la difficulté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the panels</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>les panneaux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of rows</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nombre de rangées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of columns</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nombre de colonnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the clouds</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>les nuages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lines</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>les lignes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the items of the shelf</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>les objets de l’étagère</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the leaves</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>les feuilles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the title bands</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>les paliers de titres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the row of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la rangée de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the column of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la colonne de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the mark of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la marque de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the kind of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le type de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the x position of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la position x de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the y position of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la position y de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>l’identifiant de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the name of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nom de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shelf of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>l’étagère de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bonus of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le bonus de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the role of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le rôle de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drawing of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le dessin de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the letter of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la lettre de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first column of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la première colonne de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last column of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la dernière colonne de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lowest score of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le score minimal de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the title of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le titre de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the big star of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la grande étoile de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the value of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la valeur de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cloud of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nuage de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the clouds of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>les nuages de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the dots and suns of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>les points et soleils de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the track of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le tracé de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rewards of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>les récompenses de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nombre de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of {} circled at the start</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nombre de {} entourées au départ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of moons of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nombre de lunes de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>format</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>format</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>version</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>version</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>combination</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>combinaison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>name</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>panels</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>panneaux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>difficulty</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>difficulté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of rows</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>nombre de rangées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clouds</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>nuages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lines</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>lignes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>items</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>objets</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of columns</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>nombre de colonnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>title bands</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>paliers de titres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>feuilles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>rangée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>column</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>colonne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kind</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>type</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dots and suns</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>points et soleils</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>x position</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>position x</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>y position</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>position y</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shelf</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>étagère</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of leaves</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>nombre de feuilles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of leaves circled at the start</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>nombre de feuilles entourées au départ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cloud</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>nuage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lowest score</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>score minimal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>title</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>titre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>track</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>tracé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rewards</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>récompenses</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of moons</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>nombre de lunes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>letter</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>lettre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first column</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>première colonne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last column</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>dernière colonne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>English text</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>texte anglais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>French text</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>texte français</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese text</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>texte japonais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ligne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>item</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>objet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dot or sun</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>point ou soleil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>panel</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>panneau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>title band</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>palier de titre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>track point</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>point du tracé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>track points</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>points du tracé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>note</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>notes</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>notes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>polaroid</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>polaroïd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>polaroids</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>polaroïds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reward</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>récompense</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frame family</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>famille de cadres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frame families</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>familles de cadres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the grid</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la grille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shelf</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>l’étagère</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the title table</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la table des titres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nombre {} de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cloud at {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nuage en {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cloud {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nuage {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cloud {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le nuage {} de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>item {} ({})</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>l’objet {} ({})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>item {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>l’objet {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frame family {} ({})</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la famille de cadres {} ({})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frame family {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la famille de cadres {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dot or sun {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le point ou soleil {} de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la ligne {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>panel {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le panneau {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>title band {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le palier de titre {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>point {} of the constellation track</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le point {} du tracé de la constellation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la note {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>polaroid {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le polaroïd {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reward {} of the garland</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la récompense {} de la guirlande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>entrée {} de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>l’entrée {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>l’entrée {} de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>une liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a group of entries</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>un groupe d’entrées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} or {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} ou {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has only one number; a place on the grid is a row and a column, like [2, 3]</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} n’a qu’un nombre&#xa0;; une place de la grille est une rangée et une colonne, comme [2, 3]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has {} numbers; a place on the grid is a row and a column, like [2, 3]</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} a {} nombres&#xa0;; une place de la grille est une rangée et une colonne, comme [2, 3]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>entrée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entries</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>entrées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the title bands must be exactly {}; there are {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>il faut exactement {} paliers de titres&#xa0;; il y en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} needs at least one {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit compter au moins 1 {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} needs at least {} {}; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit compter au moins {} {}&#xa0;; il y en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} may have at most {} {}; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} peut compter au plus {} {}&#xa0;; il y en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board may have at most {} leaves; this one has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>un plateau a au plus {} feuilles&#xa0;; celui-ci en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board needs at least one leaf; this one has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>un plateau a au moins 1 feuille&#xa0;; celui-ci en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most {} leaves can start circled; this board has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>au plus {} feuilles peuvent être entourées au départ&#xa0;; ce plateau en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least one leaf must start circled</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>au moins 1 feuille doit être entourée au départ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a grid may have at most {} rows; this one has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>une grille a au plus {} rangées&#xa0;; celle-ci en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a grid may have at most {} columns; this one has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>une grille a au plus {} colonnes&#xa0;; celle-ci en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the grid needs at least {} rows; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la grille doit avoir au moins {} rangées&#xa0;; elle en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the grid needs at least {} columns; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la grille doit avoir au moins {} colonnes&#xa0;; elle en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the garland may have at most {} moons; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la guirlande a au plus {} lunes&#xa0;; elle en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the garland needs at least {} moons; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>la guirlande doit avoir au moins {} lunes&#xa0;; elle en a {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is on shelf {}; a board has at most {} shelves</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} est sur l’étagère {}&#xa0;; un plateau a au plus {} étagères</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a finite number; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit être un nombre fini&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be at most {}; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit valoir au plus {}&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be at least {}; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit valoir au moins {}&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is not a board file</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ce n’est pas un fichier de plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds {}, not one group of entries in curly braces</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le fichier contient {}, et non un groupe d’entrées entre accolades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>id</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>identifiant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has no entry {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} n’a pas d’entrée {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has no {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} n’a pas de {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has an unknown entry {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} a une entrée inconnue, {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this board file is version {}; the game reads version 1</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ce fichier de plateau est en version {}&#xa0;; le jeu lit la version 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a whole number; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit être un nombre entier&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a number; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit être un nombre&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be true or false; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit être true ou false&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is empty</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} est vide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is {} characters long; at most {} are allowed</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} fait {} caractères&#xa0;; {} au plus sont permis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is {}; a drawing&apos;s name uses only small letters, digits and dashes</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} vaut {}&#xa0;; le nom d’un dessin n’a que des minuscules, des chiffres et des tirets</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} holds a broken character; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} contient un caractère abîmé&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be text in quotes; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit être un texte entre guillemets&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must give the text in English, French and Japanese; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit donner le texte en anglais, en français et en japonais&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a group of entries in curly braces; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}&#xa0;: il faut un groupe d’entrées entre accolades, et non {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a list in square brackets; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}&#xa0;: il faut une liste entre crochets, et non {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a row and a column, like [2, 3]; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} doit être une rangée et une colonne, comme [2, 3]&#xa0;; c’est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is nested too deeply</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} est imbriqué trop profondément</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} holds {}, which a board file cannot have</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} contient {}, ce qu’un fichier de plateau ne peut pas contenir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no combination called {}; the combinations are {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>il n’y a pas de combinaison {}&#xa0;; les combinaisons sont {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} and {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} et {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s format is {}, not “daydream-board”</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>le format du fichier est {}, et non “daydream-board”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has an unknown mark {}; a cloud&apos;s mark is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} porte une marque inconnue, {}&#xa0;; la marque d’un nuage est {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is {}; it must be {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{} vaut {}&#xa0;; il faut {}</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <location filename="../../daydream_qt/ui/core/bot_levels.py" line="+25"/>
        <source>Relaxed bot</source>
        <translation>Bot tranquille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steady bot</source>
        <translation>Bot régulier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach bot</source>
        <translation>Bot coach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plays each die where it looks best at once: a gentle opponent.</source>
        <translation>Joue chaque dé là où il semble le meilleur sur le moment&#xa0;: un adversaire tout en douceur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plans its whole turn and thinks of the next roll: a solid opponent.</source>
        <translation>Prévoit tout son tour et pense déjà au lancer suivant&#xa0;: un adversaire solide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach itself, playing the plans its hints give: the strongest.</source>
        <translation>Le coach en personne, qui joue les plans de ses conseils&#xa0;: le plus fort.</translation>
    </message>
</context>
<context>
    <name>BotNews</name>
    <message>
        <location filename="../../daydream_qt/ui/core/bot_news.py" line="+29"/>
        <source>{0} at row {1}, column {2}</source>
        <translation>{0} en rangée {1}, colonne {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrote {0}</source>
        <translation>a écrit {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gave up a die</source>
        <translation>a renoncé à un dé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strokes drawn: {0}</source>
        <translation>traits tracés&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished: {0}</source>
        <translation>a terminé&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}.</source>
        <translation>{0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
</context>
<context>
    <name>ChangedOnDisk</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/changed_on_disk.py" line="+47"/>
        <source>“{0}” was saved by another window or program since this editor opened or saved it. Saving here would replace that version.

Keep mine as a new board: this board is saved as a copy, “{1}”, and the other version stays as it is.
Take theirs: this board is kept as “{1}” too, then the other version is opened here.
Cancel: nothing is saved.</source>
        <translation>«&#xa0;{0}&#xa0;» a été enregistré par une autre fenêtre ou un autre programme depuis que cet éditeur l’a ouvert ou enregistré. L’enregistrer ici remplacerait cette version.

Garder le mien comme nouveau plateau&#xa0;: ce plateau est enregistré comme copie, «&#xa0;{1}&#xa0;», et l’autre version reste telle quelle.
Prendre l’autre version&#xa0;: ce plateau est lui aussi conservé sous «&#xa0;{1}&#xa0;», puis l’autre version est ouverte ici.
Annuler&#xa0;: rien n’est enregistré.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{0}” was saved by another window or program since this window opened or saved it. Saving here would replace that version.

Save mine as a new file: choose where to save this game; the file stays as the other window saved it.
Take theirs: this game is first kept in “{1}”, then the file is opened as it is now.
Cancel: nothing is saved.</source>
        <translation>«&#xa0;{0}&#xa0;» a été enregistré par une autre fenêtre ou un autre programme depuis que cette fenêtre l’a ouvert ou enregistré. L’enregistrer ici remplacerait cette version.

Enregistrer la mienne dans un nouveau fichier&#xa0;: choisissez où enregistrer cette partie&#xa0;; le fichier reste tel que l’autre fenêtre l’a enregistré.
Prendre l’autre version&#xa0;: cette partie est d’abord conservée dans «&#xa0;{1}&#xa0;», puis le fichier est ouvert tel qu’il est maintenant.
Annuler&#xa0;: rien n’est enregistré.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Changed on disk</source>
        <translation>Modifié sur le disque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep mine as a new board</source>
        <translation>Garder le mien comme nouveau plateau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save mine as a new file…</source>
        <translation>Enregistrer la mienne dans un nouveau fichier…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take theirs</source>
        <translation>Prendre l’autre version</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="+17"/>
        <source>completes {line} as a perfect line: {count} sun strokes</source>
        <translation>complète la {line} en ligne parfaite&#xa0;: {count} traits de soleil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {line} with all different numbers: {count} dot strokes</source>
        <translation>complète la {line} avec des chiffres tous différents&#xa0;: {count} traits de point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {line} and {line2}: {count} strokes in all</source>
        <translation>complète la {line} et la {line2}&#xa0;: {count} traits en tout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {line} as a perfect line: {count} sun strokes, and {line2} too</source>
        <translation>complète la {line} en ligne parfaite&#xa0;: {count} traits de soleil, et la {line2} aussi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finishes the {item} on the shelf</source>
        <translation>termine l’objet «&#xa0;{item}&#xa0;» sur l’étagère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves the constellation pen {steps} points and circles a big star</source>
        <translation>avance le feutre de la constellation de {steps} points et entoure une grande étoile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves the constellation pen {steps} points</source>
        <translation>avance le feutre de la constellation de {steps} points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moves the constellation pen 1 point and circles a big star</source>
        <translation>avance le feutre de la constellation d’un point et entoure une grande étoile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves the constellation pen 1 point</source>
        <translation>avance le feutre de la constellation d’un point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matches the moon above it on the garland: {points} points</source>
        <translation>reprend le chiffre de la lune au-dessus, sur la guirlande&#xa0;: {points} points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matches the moon above it on the garland: a new leaf</source>
        <translation>reprend le chiffre de la lune au-dessus, sur la guirlande&#xa0;: une feuille de plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes a frame family: {points} points</source>
        <translation>complète une famille de cadres&#xa0;: {points} points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts a {value} on a star polaroid</source>
        <translation>inscrit un {value} sur un polaroid étoile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts only a {value} on a moon polaroid</source>
        <translation>n’inscrit qu’un {value} sur un polaroid lune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds a new number, {value}, to the polaroids</source>
        <translation>ajoute un nouveau chiffre, {value}, aux polaroids</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colours a note head with two {value}s</source>
        <translation>colorie une tête de note avec deux {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives up the {value} to circle a leaf</source>
        <translation>renonce au {value} pour entourer une feuille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps {line} open for a perfect run</source>
        <translation>garde la {line} ouverte pour une ligne parfaite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps {line} free of repeats</source>
        <translation>garde la {line} sans chiffre en double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts the {value} in {line}, which has a repeat already</source>
        <translation>place le {value} dans la {line}, qui a déjà un chiffre en double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the sheet with the best expected score</source>
        <translation>laisse le plateau avec le meilleur score attendu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is the only move</source>
        <translation>c’est le seul coup possible</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>row {0}</source>
        <translation>rangée {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column {0}</source>
        <translation>colonne {0}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{reason}: +{points} expected points</source>
        <translation>{reason}&#xa0;: +{points}&#xa0;points espérés</translation>
    </message>
</context>
<context>
    <name>CombinationCard</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_game.py" line="+113"/>
        <source>no module: the plain game</source>
        <translation>sans module&#xa0;: le jeu de base</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, chosen</source>
        <translation>%1, choisie</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+63"/>
        <source>%1: one less</source>
        <translation>%1&#xa0;: un de moins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: one more</source>
        <translation>%1&#xa0;: un de plus</translation>
    </message>
</context>
<context>
    <name>CrashGuard</name>
    <message>
        <location filename="../../daydream_qt/ui/window/crash.py" line="+159"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong inside Daydream.</source>
        <translation>Un problème est survenu dans Daydream.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game is kept: it is saved, and Continue on the start page resumes it.</source>
        <translation>Votre partie est conservée&#xa0;: elle est enregistrée, et «&#xa0;Reprendre&#xa0;» sur la page d’accueil la relance.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game is still open, but it could not be saved again: use File › Save As to keep it.</source>
        <translation>Votre partie est toujours ouverte, mais elle n’a pas pu être enregistrée à nouveau&#xa0;: utilisez Fichier › Enregistrer sous pour la garder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The details are in the log: {0}</source>
        <translation>Les détails sont dans le journal&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The details could not be written to a log.</source>
        <translation>Les détails n’ont pas pu être écrits dans un journal.</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_entry.py" line="+56"/>
        <source>Type the value of die {0}: a number from 1 to 6.</source>
        <translation>Saisissez la valeur du dé {0}&#xa0;: un nombre de 1 à 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+109"/>
        <location line="+10"/>
        <source>Die {0} cannot show “{1}”: a die shows 1 to 6.</source>
        <translation>Le dé {0} ne peut pas montrer «&#xa0;{1}&#xa0;»&#xa0;: un dé va de 1 à 6.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Dice rolled at the table</source>
        <translation>Dés lancés à la table</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Die {0}</source>
        <translation>Dé {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Record the dice</source>
        <translation>Noter les dés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change the dice</source>
        <translation>Corriger les dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed them wrong? Take them back and type them again</source>
        <translation>Une erreur de saisie&#xa0;? Reprenez les dés et saisissez-les à nouveau</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+451"/>
        <location line="+1"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour a circled leaf to lower the die by 1 (−)</source>
        <translation>Colorier une feuille entourée pour baisser le dé de 1 (−)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour a circled leaf to raise the die by 1 (+)</source>
        <translation>Colorier une feuille entourée pour augmenter le dé de 1 (+)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Instead of writing it, circle the next leaf; in solo you also draw a thorn (every two thorns cost one item). At most one die per turn. (G)</source>
        <translation>Au lieu d’inscrire ce dé, entourez la feuille suivante&#xa0;; en solo, dessinez aussi une épine (chaque paire d’épines coûte un objet). Un seul dé par tour au maximum. (G)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Ask the coach for a plan for these dice (H)</source>
        <translation>Demander au coach un plan pour ces dés (H)</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Roll both dice (Space or R)</source>
        <translation>Lancer les deux dés (Espace ou R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaves</source>
        <translation>Feuilles</translation>
    </message>
    <message>
        <source>Colour a circled leaf to lower the die by 1</source>
        <translation type="vanished">Colorier une feuille entourée pour baisser le dé de 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lower the die by 1</source>
        <translation>Baisser le dé de 1</translation>
    </message>
    <message>
        <source>Colour a circled leaf to raise the die by 1</source>
        <translation type="vanished">Colorier une feuille entourée pour augmenter le dé de 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the die by 1</source>
        <translation>Monter le dé de 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up this die</source>
        <translation>Renoncer à ce dé</translation>
    </message>
    <message>
        <source>Instead of writing it, circle the next leaf; in solo you also draw a thorn (every two thorns cost one item). At most one die per turn.</source>
        <translation type="vanished">Au lieu d’inscrire ce dé, entourez la feuille suivante&#xa0;; en solo, dessinez aussi une épine (chaque paire d’épines coûte un objet). Un seul dé par tour au maximum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last move of this turn (Ctrl+Z)</source>
        <translation>Reprendre votre dernier coup de ce tour (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm turn</source>
        <translation>Valider le tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End this turn (Ctrl+Enter)</source>
        <translation>Terminer ce tour (Ctrl+Entrée)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Leaves may take a die below 1 or above 6: it is written as it is, from 0 to 9.</source>
        <translation>Les feuilles peuvent porter un dé sous 1 ou au-dessus de 6&#xa0;: il s’inscrit tel quel, de 0 à 9.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Roll the starting dice</source>
        <translation>Lancer les dés de départ</translation>
    </message>
    <message>
        <source>%1 circled leaves to spend</source>
        <translation type="vanished">%1 feuilles entourées à utiliser</translation>
    </message>
    <message>
        <source>%1 circled leaf to spend</source>
        <translation type="vanished">%1 feuille entourée à utiliser</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+71"/>
        <source>Die %1 is written as %2</source>
        <translation>Le dé %1 sera inscrit comme un %2</translation>
    </message>
    <message>
        <source>%1 leaves</source>
        <translation type="vanished">%1 feuilles</translation>
    </message>
    <message>
        <source>%1 leaf</source>
        <translation type="vanished">%1 feuille</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+75"/>
        <source>%1 → %2, colours %3</source>
        <translation>%1 → %2, en coloriant %3</translation>
    </message>
    <message numerus="yes">
        <location line="-77"/>
        <location line="+70"/>
        <source>%n circled leaf/leaves to spend</source>
        <translation>
            <numerusform>%n feuille entourée à utiliser</numerusform>
            <numerusform>%n feuilles entourées à utiliser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-71"/>
        <location line="+77"/>
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>%n feuille</numerusform>
            <numerusform>%n feuilles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <location line="-475"/>
        <source>Die %1</source>
        <translation>Dé %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not rolled</source>
        <translation>%1&#xa0;: pas encore lancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, played</source>
        <translation>%1, joué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, written as %2</source>
        <translation>%1, inscrit comme %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>played</source>
        <translation>joué</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>die %1</source>
        <translation>dé %1</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/page.py" line="+127"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annuler (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rétablir (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/tools.py" line="+110"/>
        <source>Clouds</source>
        <translation>Nuages</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Stars</source>
        <translation>Étoiles</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moons</source>
        <translation>Lunes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Line ends</source>
        <translation>Bouts de ligne</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Polaroids</source>
        <translation>Polaroïds</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Frames</source>
        <translation>Cadres</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Tap an empty place to add a cloud, a cloud to remove it</source>
        <translation>Touchez une place vide pour ajouter un nuage, un nuage pour l’enlever</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>%1 tool</source>
        <translation>Outil %1</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Tap a cloud to give it a star, or take it away</source>
        <translation>Touchez un nuage pour lui donner une étoile, ou la lui retirer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tap a cloud to give it a moon, or take it away</source>
        <translation>Touchez un nuage pour lui donner une lune, ou la lui retirer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tap near the side of a cloud where a line&apos;s dot and sun go; tap a dot or sun to remove its line</source>
        <translation>Touchez près du bord d’un nuage où vont le point et le soleil d’une ligne&#xa0;; touchez un point ou un soleil pour enlever sa ligne</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tap the clouds of a note, then add it in the Modules tab</source>
        <translation>Touchez les nuages d’une note, puis ajoutez-la dans l’onglet Modules</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tap a star or moon cloud to link a polaroid to it, again to unlink</source>
        <translation>Touchez un nuage étoile ou lune pour y lier un polaroïd, une seconde fois pour le délier</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tap the clouds of the frame family chosen in the Modules tab</source>
        <translation>Touchez les nuages de la famille de cadres choisie dans l’onglet Modules</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/page.py" line="+15"/>
        <source>Tool:</source>
        <translation>Outil&#xa0;:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The board being edited</source>
        <translation>Le plateau en cours de modification</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Big star</source>
        <translation>Grande étoile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next point is a big star (or Shift+click)</source>
        <translation>Le prochain point est une grande étoile (ou Maj+clic)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back a point</source>
        <translation>Retirer un point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the last point (Backspace)</source>
        <translation>Retirer le dernier point (Retour arrière)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the drawing (Enter)</source>
        <translation>Garder le dessin (Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the board as it was (Escape)</source>
        <translation>Laisser le plateau comme il était (Échap)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shelf</source>
        <translation>Étagère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Modules</source>
        <translation>Modules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawings</source>
        <translation>Dessins</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>Save and start a game on this board</source>
        <translation>Enregistrer et commencer une partie sur ce plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A board with problems can be saved as a draft, not played</source>
        <translation>Un plateau qui a des problèmes peut être enregistré comme brouillon, pas joué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Board editor: %1</source>
        <translation>Éditeur de plateau&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The active tool: %1</source>
        <translation>L’outil actif&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, chosen</source>
        <translation>%1, choisi</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Choose an item first.</source>
        <translation>Choisissez d’abord un objet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This combination plays without the constellation.</source>
        <translation>Cette combinaison se joue sans la constellation.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click along the drawing to place its points; Enter finishes, Escape cancels.</source>
        <translation>Cliquez le long du dessin pour placer ses points&#xa0;; Entrée termine, Échap annule.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the track&apos;s points in order, from the lowest one where the pen starts; Shift+click places a big star. Enter finishes, Escape cancels.</source>
        <translation>Cliquez les points du tracé dans l’ordre, depuis le plus bas, là où part le crayon&#xa0;; Maj+clic place une grande étoile. Entrée termine, Échap annule.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Place the points inside the item&apos;s box.</source>
        <translation>Placez les points dans le cadre de l’objet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the points inside the constellation&apos;s box.</source>
        <translation>Placez les points dans le cadre de la constellation.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/tools.py" line="-69"/>
        <source>Tap near the side of the cloud where the line&apos;s dot and sun go.</source>
        <translation>Touchez près du bord du nuage où vont le point et le soleil de la ligne.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>A polaroid is linked to a star or moon cloud: mark the cloud first.</source>
        <translation>Un polaroïd se lie à un nuage étoile ou lune&#xa0;: marquez d’abord le nuage.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose or add a frame family in the Modules tab first.</source>
        <translation>Choisissez ou ajoutez d’abord une famille de cadres dans l’onglet Modules.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/page.py" line="+74"/>
        <source>Pick 2 to 4 clouds with the Notes tool first.</source>
        <translation>Choisissez d’abord 2 à 4 nuages avec l’outil Notes.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fix the board&apos;s problems first: the titles come from playing it.</source>
        <translation>Réglez d’abord les problèmes du plateau&#xa0;: les titres viennent de parties jouées dessus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The titles could not be suggested: %1</source>
        <translation>Les titres n’ont pas pu être proposés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: the title bands are unchanged.</source>
        <translation>Arrêté&#xa0;: les paliers de titres n’ont pas changé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing the board with the expert bot…</source>
        <translation>Le bot expert joue sur le plateau…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No title table fits this board: 90% of random games score below %1, and the expert bot reaches %2 or more in only 5% of its games, which leaves no room for bands 2 and 3. The title bands are unchanged.</source>
        <translation>Aucun tableau des titres ne convient à ce plateau&#xa0;: 90&#xa0;% des parties au hasard font moins de %1, et le bot expert n’atteint %2 ou plus que dans 5&#xa0;% de ses parties, ce qui ne laisse pas de place aux paliers 2 et 3. Les paliers de titres n’ont pas changé.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suggested from %1 games of the expert bot: its median is %2, and it reaches the top band in %3% of games. Type the printed bands instead if you have them.</source>
        <translation>Proposé d’après %1 parties du bot expert&#xa0;: sa médiane est de %2, et il atteint le palier le plus haut dans %3&#xa0;% des parties. Si vous avez les paliers imprimés, tapez-les à la place.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This board is large: the expert bot played %1 of the %2 games asked for, so the bands are a rough guide.</source>
        <translation>Ce plateau est grand&#xa0;: le bot expert a joué %1 des %2 parties demandées&#xa0;; les paliers ne sont donc qu’une indication.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message numerus="yes">
        <location line="+72"/>
        <source>Saved as a draft: %n problem(s) keep it from being played.</source>
        <translation>
            <numerusform>Enregistré comme brouillon&#xa0;: %n problème empêche encore d’y jouer.</numerusform>
            <numerusform>Enregistré comme brouillon&#xa0;: %n problèmes empêchent encore d’y jouer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved: the board is in New game, under Your boards.</source>
        <translation>Enregistré&#xa0;: le plateau est dans Nouvelle partie, sous Vos plateaux.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+5"/>
        <source>Nothing was saved.</source>
        <translation>Rien n’a été enregistré.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved as a copy, %1; the other window&apos;s version stays as it is.</source>
        <translation>Enregistré comme copie, %1&#xa0;; la version de l’autre fenêtre reste telle quelle.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened the version saved elsewhere; yours is kept as %1.</source>
        <translation>Version enregistrée ailleurs ouverte&#xa0;; la vôtre est conservée sous %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A board with problems can be saved as a draft, not played.</source>
        <translation>Un plateau qui a des problèmes peut être enregistré comme brouillon, pas joué.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a board</source>
        <translation>Importer un plateau</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+23"/>
        <source>Daydream board (*.json)</source>
        <translation>Plateau Daydream (*.json)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>This board is already one of your boards (%1): it was opened, not imported again.</source>
        <translation>Ce plateau fait déjà partie de vos plateaux (%1)&#xa0;: il a été ouvert, pas importé une seconde fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imported: save it to keep it with your boards.</source>
        <translation>Importé&#xa0;: enregistrez-le pour le garder avec vos plateaux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exported to %1.</source>
        <translation>Exporté dans %1.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/combinations.py" line="+44"/>
        <source>No module</source>
        <translation>Aucun module</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>EditorProblems</name>
    <message>
        <location filename="../../daydream_qt/ui/core/board_words.py" line="-78"/>
        <source>row {}, column {}</source>
        <translation>rangée {}, colonne {}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/problems_panel.py" line="+24"/>
        <source>Besides the rules, a board of this app has at least {} rows and {} columns (and a column for each panel), at most {} clouds a line, {} dots and suns an item, {} shelves and {} leaves, exactly {} title bands, and a garland of at least {} moons. A star or a moon the combination does not use is ignored.</source>
        <translation>En plus des règles, un plateau de cette app a au moins {} rangées et {} colonnes (et une colonne par panneau), au plus {} nuages par ligne, {} points et soleils par objet, {} étagères et {} feuilles, exactement {} paliers de titres, et une guirlande d’au moins {} lunes. Une étoile ou une lune que la combinaison n’utilise pas est ignorée.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/_templates.py" line="+2"/>
        <source>The board needs a name in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>Le plateau a besoin d’un nom en anglais, en français et en japonais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} lies outside the {} by {} grid.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Le nuage en {} est hors de la grille de {} sur {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} is listed twice.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Le nuage en {} est listé deux fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The grid needs at least {} clouds.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>La grille a besoin d’au moins {} nuages.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Panel {} holds no cloud: give its columns ({} to {}) at least one.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>Le panneau {} n’a aucun nuage&#xa0;: donnez-en au moins un à ses colonnes ({} à {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} is cut off from the rest of the grid.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Le nuage en {} est coupé du reste de la grille.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The panels&apos; letters must spell the combination {}.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Les lettres des panneaux doivent former la combinaison {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} has {} panels and each panel needs at least one column: the grid needs at least {} columns.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>La combinaison {} a {} panneaux et chaque panneau demande au moins une colonne&#xa0;: la grille doit avoir au moins {} colonnes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each panel needs at least one column, the panels side by side from the left.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Chaque panneau a besoin d’au moins une colonne, les panneaux côte à côte depuis la gauche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The panels cover {} columns but the grid has {}.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Les panneaux couvrent {} colonnes mais la grille en a {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The grid needs at least one line: place a dot and a sun at the end of a row or column of clouds.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>La grille a besoin d’au moins une ligne&#xa0;: placez un point et un soleil au bout d’une rangée ou d’une colonne de nuages.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} has fewer than 2 clouds.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>La ligne {} a moins de 2 nuages.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} has {} clouds; a line holds at most {}.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>La ligne {} a {} nuages&#xa0;; une ligne en compte au plus {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} runs through {}, where there is no cloud.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>La ligne {} passe en {}, où il n’y a pas de nuage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} lists a cloud twice (at {}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>La ligne {} compte deux fois le même nuage (en {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} must run straight along one row or one column, cloud after cloud.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>La ligne {} doit suivre tout droit une rangée ou une colonne, nuage après nuage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} is in two row lines ({} and {}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Le nuage en {} est dans deux lignes horizontales ({} et {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} is in two column lines ({} and {}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Le nuage en {} est dans deux lignes verticales ({} et {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shelf needs at least one item.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>L’étagère a besoin d’au moins un objet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item {} needs a name in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>L’objet {} a besoin d’un nom en anglais, en français et en japonais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} needs at least 2 dots or suns.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>L’objet {} a besoin d’au moins 2 points ou soleils.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} must end on a sun.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>L’objet {} doit finir sur un soleil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} has {} dots and suns; an item holds at most {}.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>L’objet {} a {} points et soleils&#xa0;; un objet en compte au plus {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two items are called {}; each item needs its own id.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Deux objets s’appellent {}&#xa0;; chaque objet a besoin de son propre identifiant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} is on shelf {}; a board has at most {} shelves.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>L’objet {} est sur l’étagère {}&#xa0;; un plateau a au plus {} étagères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} is listed after an item of a lower shelf.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>L’objet {} vient après un objet d’une étagère plus basse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} names a drawing, {}, that the library does not have.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>L’objet {} nomme un dessin, {}, que la bibliothèque n’a pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dot or sun {} of the item {} lies off its drawing {}; it belongs at ({}, {}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Le point ou soleil {} de l’objet {} est hors de son dessin {}&#xa0;; sa place est en ({}, {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A board has 1 to {} leaves.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>Un plateau a de 1 à {} feuilles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At least one leaf must start circled.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>Au moins une feuille doit être entourée au départ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More leaves start circled ({}) than there are leaves ({}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Plus de feuilles sont entourées au départ ({}) qu’il n’y a de feuilles ({}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The title table has exactly 4 bands.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>Le tableau des titres a exactement 4 paliers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The title bands must start at 0 and each start above the one before.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>Les paliers de titres doivent commencer à 0, chacun plus haut que le précédent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each title needs a name in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>Chaque titre a besoin d’un nom en anglais, en français et en japonais.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The item {} has the same name in French as in English; type its French name if it has another.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>L’objet {} porte le même nom en français qu’en anglais&#xa0;; tapez son nom français s’il en a un autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} has the same name in Japanese as in English; type its Japanese name if it has another.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>L’objet {} porte le même nom en japonais qu’en anglais&#xa0;; tapez son nom japonais s’il en a un autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} is still called {} in French; type its French name.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>L’objet {} s’appelle encore {} en français&#xa0;; tapez son nom français.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} is still called {} in Japanese; type its Japanese name.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>L’objet {} s’appelle encore {} en japonais&#xa0;; tapez son nom japonais.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Combination {} plays without {}: the board must not have them.</source>
        <extracomment>daydream_qt/engine/modules/registry.py</extracomment>
        <translation>La combinaison {} se joue sans {}&#xa0;: le plateau ne doit pas en avoir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} plays with {}, which the board does not have.</source>
        <extracomment>daydream_qt/engine/modules/registry.py</extracomment>
        <translation>La combinaison {} se joue avec {}, que le plateau n’a pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shelf needs exactly one clover item and one bow tie item (the frames&apos; timers).</source>
        <extracomment>daydream_qt/engine/modules/solo.py</extracomment>
        <translation>L’étagère a besoin d’exactement un objet trèfle et un objet nœud papillon (les minuteurs des cadres).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clover and bow tie items belong to the frames only.</source>
        <extracomment>daydream_qt/engine/modules/solo.py</extracomment>
        <translation>Les objets trèfle et nœud papillon n’appartiennent qu’aux cadres.</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>The constellation track needs at least 2 points.</source>
        <extracomment>daydream_qt/engine/modules/constellation.py</extracomment>
        <translation>Le tracé de la constellation a besoin d’au moins 2 points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The track&apos;s first point is where the pen starts; it cannot be a big star.</source>
        <extracomment>daydream_qt/engine/modules/constellation.py</extracomment>
        <translation>Le premier point du tracé est le départ du crayon&#xa0;; ce ne peut pas être une grande étoile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The constellation track needs at least one big star.</source>
        <extracomment>daydream_qt/engine/modules/constellation.py</extracomment>
        <translation>Le tracé de la constellation a besoin d’au moins une grande étoile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The constellation needs at least one star cloud.</source>
        <extracomment>daydream_qt/engine/modules/constellation.py</extracomment>
        <translation>La constellation a besoin d’au moins un nuage étoile.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A garland of {} moons has {} rewards between them.</source>
        <extracomment>daydream_qt/engine/modules/garland.py</extracomment>
        <translation>Une guirlande de {} lunes a {} récompenses entre elles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The garland needs at least 2 moons.</source>
        <extracomment>daydream_qt/engine/modules/garland.py</extracomment>
        <translation>La guirlande a besoin d’au moins 2 lunes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reward {} of the garland: points are worth 1 or more, a leaf has no value.</source>
        <extracomment>daydream_qt/engine/modules/garland.py</extracomment>
        <translation>Récompense {} de la guirlande&#xa0;: des points valent 1 ou plus, une feuille n’a pas de valeur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The garland needs at least one moon cloud.</source>
        <extracomment>daydream_qt/engine/modules/garland.py</extracomment>
        <translation>La guirlande a besoin d’au moins un nuage lune.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>There are exactly three frame families (there are {}).</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>Il y a exactement trois familles de cadres (il y en a {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frame family {} covers no cloud.</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>La famille de cadres {} ne couvre aucun nuage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frame family {} covers {}, where there is no cloud.</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>La famille de cadres {} couvre {}, où il n’y a pas de nuage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frame family {} lists a cloud twice.</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>La famille de cadres {} liste un nuage deux fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frame family {} needs a name in English, French and Japanese.</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>La famille de cadres {} a besoin d’un nom en anglais, en français et en japonais.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The musical notes need at least one note.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>Les notes de musique ont besoin d’au moins une note.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} touches {}, where there is no cloud.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>La note {} touche {}, où il n’y a pas de nuage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} lists a cloud twice.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>La note {} compte deux fois le même nuage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} is a single note: it sits between two neighbouring clouds.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>La note {} est une note simple&#xa0;: elle se place entre deux nuages voisins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} sits where a line already joins its two clouds.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>La note {} est placée là où une ligne relie déjà ses deux nuages.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} is a double note: it touches 3 or 4 clouds around one gap.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>La note {} est une note double&#xa0;: elle touche 3 ou 4 nuages autour d’un même espace.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are exactly six polaroids (there are {}).</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>Il y a exactement six polaroïds (il y en a {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Polaroid {} is linked to {}, where there is no cloud.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>Le polaroïd {} est lié à {}, où il n’y a pas de nuage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Polaroid {} shows a star, so the cloud at {} must carry a star.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>Le polaroïd {} montre une étoile&#xa0;: le nuage en {} doit porter une étoile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Polaroid {} shows a moon, so the cloud at {} must carry a moon.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>Le polaroïd {} montre une lune&#xa0;: le nuage en {} doit porter une lune.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Polaroids go left to right, one per column.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>Les polaroïds vont de gauche à droite, un par colonne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winter Memories has 3 star and 3 moon polaroids.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>Souvenirs d’hiver a 3 polaroïds étoile et 3 polaroïds lune.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Combination {} plays without stars: the {} stars of the grid are ignored.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>La combinaison {} se joue sans étoiles&#xa0;: les {} étoiles de la grille sont ignorées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} plays without stars: the star at {} is ignored.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>La combinaison {} se joue sans étoiles&#xa0;: l’étoile en {} est ignorée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} plays without moons: the {} moons of the grid are ignored.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>La combinaison {} se joue sans lunes&#xa0;: les {} lunes de la grille sont ignorées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} plays without moons: the moon at {} is ignored.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>La combinaison {} se joue sans lunes&#xa0;: la lune en {} est ignorée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{}.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>{}.</translation>
    </message>
</context>
<context>
    <name>EditorRefusals</name>
    <message>
        <location line="+60"/>
        <source>A name or a title is text.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un nom ou un titre est un texte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A name or a title is at most 120 characters long.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un nom ou un titre fait au plus 120 caractères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no combination called {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Il n’y a pas de combinaison {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A grid has 2 to {} rows and columns.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Une grille a de 2 à {} rangées et colonnes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is not a board file the editor can open: {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Ce n’est pas un fichier de plateau que l’éditeur peut ouvrir&#xa0;: {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is not a board file the editor can open.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Ce n’est pas un fichier de plateau que l’éditeur peut ouvrir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names are given in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Les noms se donnent en anglais, en français et en japonais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The difficulty is easy, medium or hard.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>La difficulté est facile, moyenne ou difficile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each panel has one column or more.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Chaque panneau a une colonne ou plus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The panels must share the grid&apos;s {} columns.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Les panneaux doivent se partager les {} colonnes de la grille.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such panel.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Ce panneau n’existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With {} panels on {} columns, a panel has 1 to {} columns.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Avec {} panneaux sur {} colonnes, un panneau a de 1 à {} colonnes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A place on the grid is a row and a column.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Une place de la grille est une rangée et une colonne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {}, column {} is outside the grid.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>La rangée {}, colonne {} est hors de la grille.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A cloud carries a star, a moon or nothing.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un nuage porte une étoile, une lune ou rien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is already a cloud at row {}, column {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Il y a déjà un nuage en rangée {}, colonne {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no cloud at row {}, column {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Il n’y a pas de nuage en rangée {}, colonne {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A line&apos;s dot and sun sit left, right, above or below its last cloud.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Le point et le soleil d’une ligne se placent à gauche, à droite, au-dessus ou au-dessous de son dernier nuage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The line must start on a cloud of the same row or column, with clouds all the way to its end.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>La ligne doit commencer sur un nuage de la même rangée ou colonne, avec des nuages jusqu’à son bout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A line joins at least 2 clouds, and this one has no free neighbour on the other side of its dot and sun.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Une ligne relie au moins 2 nuages, et celui-ci n’a pas de voisin libre du côté opposé à son point et à son soleil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A line joins at least 2 clouds.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Une ligne relie au moins 2 nuages.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such line.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Cette ligne n’existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such item on the shelf.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Cet objet n’est pas sur l’étagère.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is already an item called {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Il y a déjà un objet appelé {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A board has shelves 1 to {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Les étagères d’un plateau vont de 1 à {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A drawn item has one dot or sun at each point of its line.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un objet tracé a un point ou un soleil à chaque point de sa ligne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such place on the shelf.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Cette place n’existe pas sur l’étagère.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item has no such dot or sun.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>L’objet n’a pas ce point ou ce soleil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An item has 2 to {} dots and suns.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un objet a de 2 à {} points et soleils.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A board has 1 to {} leaves.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un plateau a de 1 à {} feuilles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Between one leaf and all of them start circled.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Au départ, entre une feuille et toutes les feuilles sont entourées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four bands, each starting at a score from 0 to {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Quatre paliers, chacun commençant à un score de 0 à {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are four title bands.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Il y a quatre paliers de titres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Titles are given in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Les titres se donnent en anglais, en français et en japonais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} does not play with this module.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>La combinaison {} ne se joue pas avec ce module.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A track has at most {} points.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un tracé a au plus {} points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The track has no such point.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Le tracé n’a pas ce point.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A drawn track has 2 to {} points.</source>
        <extracomment>daydream_qt/editor/model.py, daydream_qt/ui/editor/page.py</extracomment>
        <translation>Un tracé dessiné a de 2 à {} points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A point is two numbers from 0 to 1.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un point est fait de deux nombres de 0 à 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A note touches 2, 3 or 4 clouds.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Une note touche 2, 3 ou 4 nuages.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such note.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Cette note n’existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A polaroid shows a star or a moon.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un polaroïd montre une étoile ou une lune.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such polaroid.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Ce polaroïd n’existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The polaroids score by stars minus moons or by distinct values.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Les polaroïds comptent les étoiles moins les lunes, ou les nombres différents.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A garland has 2 to {} moons.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Une guirlande a de 2 à {} lunes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The garland has no such reward.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>La guirlande n’a pas cette récompense.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A reward is a leaf, or points worth 1 or more.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Une récompense est une feuille, ou des points valant 1 ou plus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are three frame families.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Il y a trois familles de cadres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is already a frame family called {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Il y a déjà une famille de cadres appelée {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such frame family.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Cette famille de cadres n’existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An id is one or more lowercase words or numbers joined by -.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un identifiant est fait de mots en minuscules ou de nombres reliés par -.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An item&apos;s role is clover or bow tie.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Le rôle d’un objet est trèfle ou nœud papillon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each node of an item is a dot or a sun.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Chaque étape d’un objet est un point ou un soleil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A drawn item has 2 to {} points.</source>
        <extracomment>daydream_qt/editor/model.py, daydream_qt/ui/editor/page.py</extracomment>
        <translation>Un objet tracé a de 2 à {} points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A point lies inside the item&apos;s box (0 to 1 across and down).</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>Un point se trouve dans le cadre de l’objet (de 0 à 1 en largeur et en hauteur).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The library has no drawing called {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>La bibliothèque n’a pas de dessin appelé {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is a link or a special file, not a board file, so it was not opened.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{} est un lien ou un fichier spécial, pas un fichier de plateau&#xa0;; il n’a donc pas été ouvert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} was a link or a special file, not a board file; it was set aside as {}.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{} était un lien ou un fichier spécial, pas un fichier de plateau&#xa0;; il a été mis de côté sous le nom {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is larger than a board file can be.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{} est trop gros pour un fichier de plateau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} {}.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{} {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is not a board file the editor can open.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{} n’est pas un fichier de plateau que l’éditeur peut ouvrir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is not a board file the editor can open: {}.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{} n’est pas un fichier de plateau que l’éditeur peut ouvrir&#xa0;: {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board could not be saved in {}: {}.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>Le plateau n’a pas pu être enregistré dans {}&#xa0;: {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This board cannot be played yet: {}</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>Ce plateau ne peut pas encore être joué&#xa0;: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is not one of your boards any more.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{} ne fait plus partie de vos plateaux.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} could not be deleted: {}.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{} n’a pas pu être supprimé&#xa0;: {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A board needs a name.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>Un plateau doit avoir un nom.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/end_screen.py" line="+122"/>
        <source>The dream is over</source>
        <translation>Le rêve s’achève</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your title</source>
        <translation>Votre titre</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same combination with new dice</source>
        <translation>La même combinaison avec de nouveaux dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records</source>
        <translation>Palmarès</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your finished games, bests and titles</source>
        <translation>Vos parties terminées, vos records et vos titres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sheet as a picture (PNG, SVG) or a PDF</source>
        <translation>Le plateau en image (PNG, SVG) ou en PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game turn by turn</source>
        <translation>Parcourir la partie tour par tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review my game</source>
        <translation>Analyser ma partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review: the points lost each turn and the three biggest mistakes</source>
        <translation>L’analyse du coach&#xa0;: les points perdus à chaque tour et les trois plus grosses erreurs</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Sheet</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose sheet is shown</source>
        <translation>Joueur dont le plateau est affiché</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n tour</numerusform>
            <numerusform>%1 · %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · seed %2 · %3 turns</source>
        <translation type="vanished">%1 · graine %2 · %3 tours</translation>
    </message>
    <message>
        <source>%1 · seed %2 · %3 turn</source>
        <translation type="vanished">%1 · graine %2 · %3 tour</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Finished items (%1 of %2)</source>
        <translation>Objets terminés (%1 sur %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thorns: %1 (one item lost per two)</source>
        <translation>Épines&#xa0;: %1 (un objet de moins par paire)</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>%1 · seed %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · graine %2 · %n tour</numerusform>
            <numerusform>%1 · graine %2 · %n tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <location filename="../../daydream_qt/ui/window/export_actions.py" line="+92"/>
        <source>&amp;Export sheet…</source>
        <translation>E&amp;xporter le plateau en image…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;int…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print a &amp;blank board…</source>
        <translation>Imprimer un plateau &amp;vierge…</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} · replay, turn {1}</source>
        <translation>{0} · revue, tour {1}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>PNG picture (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+168"/>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Export the sheet: {0}</source>
        <translation>Exporter le plateau en image&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The sheet was exported to {0}</source>
        <translation>Le plateau a été exporté dans {0}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Print the sheet: {0}</source>
        <translation>Imprimer le plateau&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The blank board was saved to {0}</source>
        <translation>Le plateau vierge a été enregistré dans {0}</translation>
    </message>
    <message>
        <source>Export the sheet</source>
        <translation type="vanished">Exporter le plateau en image</translation>
    </message>
    <message>
        <location line="-138"/>
        <location line="+16"/>
        <location line="+118"/>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Print the sheet</source>
        <translation type="vanished">Imprimer le plateau</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Cannot print</source>
        <translation>Impression impossible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The printer could not be used; nothing was printed.</source>
        <translation>L’imprimante n’a pas pu être utilisée&#xa0;; rien n’a été imprimé.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Save the blank board</source>
        <translation>Enregistrer le plateau vierge</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../../daydream_qt/ui/window/file_actions.py" line="+280"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start &amp;page</source>
        <translation>Page d’&amp;accueil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear the list</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Daydream</source>
        <translation>Daydream</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation type="vanished">Partie sans titre</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0}[*] — Daydream</source>
        <translation>{0}[*] — Daydream</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game in progress has changes not yet saved in “{0}”. Save them before it is replaced?</source>
        <translation>La partie en cours a des changements pas encore enregistrés dans «&#xa0;{0}&#xa0;». Les enregistrer avant qu’elle soit remplacée&#xa0;?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep this game?</source>
        <translation>Garder cette partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+296"/>
        <source>The autosave was a link or a special file, not a saved game; it was set aside as {0}.</source>
        <translation>L’enregistrement automatique était un lien ou un fichier spécial, pas une partie enregistrée&#xa0;; il a été mis de côté sous le nom {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosave is a link or a special file, not a saved game, so it was not opened.</source>
        <translation>L’enregistrement automatique est un lien ou un fichier spécial, pas une partie enregistrée&#xa0;; il n’a donc pas été ouvert.</translation>
    </message>
    <message>
        <location line="-301"/>
        <source>The game in progress is not saved in a file. Save it before it is replaced?</source>
        <translation>La partie en cours n’est enregistrée dans aucun fichier. L’enregistrer avant de la remplacer&#xa0;?</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>{0} (changes autosaved)</source>
        <translation>{0} (modifications enregistrées automatiquement)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (autosaved)</source>
        <translation>{0} (enregistrement automatique)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+78"/>
        <source>Daydream games (*.daydream)</source>
        <translation>Parties Daydream (*.daydream)</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>{0} cannot be opened. {1}</source>
        <translation>Impossible d’ouvrir {0}. {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open this file</source>
        <translation>Impossible d’ouvrir ce fichier</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+99"/>
        <source>Save this game</source>
        <translation>Enregistrer cette partie</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+30"/>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <location line="-370"/>
        <location line="+458"/>
        <source>The folder {0} cannot be written to.</source>
        <translation>Impossible d’écrire dans le dossier {0}.</translation>
    </message>
    <message>
        <location line="-455"/>
        <source>Too many Daydream windows are open at once.</source>
        <translation>Trop de fenêtres Daydream sont ouvertes à la fois.</translation>
    </message>
    <message>
        <location line="+355"/>
        <source>{0} is a link to {1}. Save into {1}?</source>
        <translation>{0} est un lien vers {1}. Enregistrer dans {1}&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is read-only. Replace it anyway?</source>
        <translation>{0} est en lecture seule. Le remplacer quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>The game is not being autosaved: {0} It is kept while the app is open; Save As can put it elsewhere.</source>
        <translation>La partie n’est pas enregistrée automatiquement&#xa0;: {0} Elle est conservée tant que l’application reste ouverte&#xa0;; «&#xa0;Enregistrer sous&#xa0;» permet de la placer ailleurs.</translation>
    </message>
</context>
<context>
    <name>FormDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/form_dialog.py" line="+25"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../daydream_qt/ui/core/controller.py" line="+97"/>
        <source>This is {0}&apos;s sheet: you can look at it, not write on it.</source>
        <translation>C’est le plateau de {0}&#xa0;: vous pouvez le regarder, mais pas y écrire.</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Roll the dice first.</source>
        <translation>Lancez d’abord les dés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice are already played this turn.</source>
        <translation>Les deux dés sont déjà joués ce tour-ci.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/game_page.py" line="+263"/>
        <source>Draw strokes for me</source>
        <translation>Tracer pour moi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending strokes are drawn on the shelf automatically</source>
        <translation>Les traits en attente sont tracés automatiquement sur l’étagère</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Back to the results</source>
        <translation>Retour aux résultats</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dice, hints and reminders</source>
        <translation>Dés, conseils et aide-mémoire</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reminders…</source>
        <translation>Aide-mémoire…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules of this game in a few lines (Help menu)</source>
        <translation>Les règles de cette partie en quelques lignes (menu Aide)</translation>
    </message>
    <message>
        <location line="+604"/>
        <source>Reminders</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <location line="-821"/>
        <source>A full line of all-different numbers circles its dot: one dot stroke per cloud.</source>
        <translation>Ligne complète aux chiffres tous différents&#xa0;: son point est entouré, un trait de point par nuage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full line that counts up or down by one (2-3-4-5) circles its sun: one sun stroke per cloud.</source>
        <translation>Ligne parfaite, aux chiffres qui se suivent (2-3-4-5)&#xa0;: son soleil est entouré, un trait de soleil par nuage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A repeated number crosses the line out.</source>
        <translation>Un chiffre en double&#xa0;: la ligne est rayée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strokes draw the first unfinished item on the shelf; each finished item is a point.</source>
        <translation>Les traits dessinent le premier objet inachevé de l’étagère&#xa0;; chaque objet terminé rapporte un point.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each circled leaf you colour changes a die by 1, up or down.</source>
        <translation>Chaque feuille entourée que vous coloriez change un dé de 1, en plus ou en moins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giving up a die circles a leaf and draws a thorn: two thorns cost one item.</source>
        <translation>Renoncer à un dé entoure une feuille et dessine une épine&#xa0;: 2 épines = 1 objet de moins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giving up a die circles a leaf.</source>
        <translation>Renoncer à un dé entoure une feuille.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/constellation.py" line="-17"/>
        <source>A number written on a star draws that many strokes of the constellation.</source>
        <translation>Un chiffre écrit sur une étoile trace autant de traits de la constellation.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/notes.py" line="-14"/>
        <source>A note&apos;s head is coloured when the clouds it touches hold the same number.</source>
        <translation>La tête d’une note est coloriée quand les nuages qu’elle touche ont le même chiffre.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/polaroids.py" line="-22"/>
        <source>A number written in a star or moon cloud is copied to its polaroid.</source>
        <translation>Un chiffre écrit dans un nuage étoile ou lune est recopié sur son polaroïd.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="-14"/>
        <source>A number written on a moon hangs on the garland; two equal moons in a row win its reward.</source>
        <translation>Un chiffre écrit sur une lune rejoint la guirlande&#xa0;; deux lunes égales à la suite gagnent leur récompense.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="-33"/>
        <source>Filling every cloud of a frame family takes its best reward still free.</source>
        <translation>Remplir tous les nuages d’une famille de cadres prend sa meilleure récompense encore libre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alone, the clover&apos;s first stroke crosses out the frames&apos; 5s; the bow tie&apos;s, their 2s.</source>
        <translation>En solo, le premier trait du trèfle barre les 5 des cadres&#xa0;; celui du nœud papillon, leurs 2.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/window/accessibility.py" line="-63"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to do next</source>
        <translation>Ce qu’il faut faire maintenant</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/handover.py" line="+38"/>
        <source>Last turn: {0}&apos;s sheet is complete, the game ends with this turn.</source>
        <translation>Dernier tour&#xa0;: le plateau de {0} est complet, la partie se termine avec ce tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last turn: the sheets of {0} are complete, the game ends with this turn.</source>
        <translation>Dernier tour&#xa0;: les plateaux de {0} sont complets, la partie se termine avec ce tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <comment>between two names</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{0}: back to my sheet</source>
        <translation>{0}&#xa0;: revenir à mon plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Takes your last move back, until the next player acts (Ctrl+Z)</source>
        <translation>Reprend votre dernier coup, tant que le joueur suivant n’a pas joué (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand-over</source>
        <translation>Passage de l’appareil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the device to {0}</source>
        <translation>Passez l’appareil à {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The starting numbers</source>
        <translation>Les chiffres de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {0}</source>
        <translation>Tour {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {0}: show my sheet</source>
        <translation>Je suis {0}&#xa0;: afficher mon plateau</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../daydream_qt/ui/core/help_texts.py" line="+31"/>
        <source>Two dice for everyone</source>
        <translation>Deux dés pour tout le monde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writing in the clouds</source>
        <translation>Écrire dans les nuages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines and their ends</source>
        <translation>Les lignes et leurs bouts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different, or a run</source>
        <translation>Tous différents, ou une suite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strokes on the shelf</source>
        <translation>Les traits sur l’étagère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finishing items</source>
        <translation>Terminer les objets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaves</source>
        <translation>Les feuilles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thorns (solo)</source>
        <translation>Les épines (solo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach and the bots</source>
        <translation>Le coach et les bots</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each turn the two dice are rolled once, and every player uses the same two numbers.</source>
        <translation>À chaque tour, les deux dés sont lancés une fois, et tous les joueurs utilisent les deux mêmes chiffres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before the first turn come the starting numbers: write both dice in any two empty clouds.</source>
        <translation>Avant le premier tour viennent les chiffres de départ&#xa0;: écrivez les deux dés dans deux nuages vides de votre choix.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then play both dice of every turn, in the order you like: write each one, or give one up.</source>
        <translation>Ensuite, jouez les deux dés de chaque tour, dans l’ordre qui vous plaît&#xa0;: écrivez chacun d’eux, ou renoncez à l’un des deux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When both dice are played, confirm the turn. Until then, Undo takes your moves back.</source>
        <translation>Quand les deux dés sont joués, validez le tour. D’ici là, Annuler reprend vos coups.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a scoresheet the app rolls nothing: type in the dice rolled at the table.</source>
        <translation>Sur une feuille de score, l’app ne lance rien&#xa0;: tapez les dés lancés à la table.</translation>
    </message>
    <message>
        <source>Hint asks the coach for a plan of the turn: alone, and for every person at a pass-and-play table, never for a bot.</source>
        <translation type="vanished">Le bouton Conseil demande au coach un plan pour le tour&#xa0;: en solo, et pour chaque humain d’une partie à tour de rôle, jamais pour un bot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint asks the coach for a plan of the turn once the dice are rolled or typed in: for every person, alone or at a pass-and-play table, never for a bot.</source>
        <translation>Le bouton Conseil demande au coach un plan pour le tour, une fois les dés lancés ou saisis&#xa0;: pour chaque joueur humain, en solo comme à tour de rôle, jamais pour un bot.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a die, then an empty cloud next to a cloud that already holds a number: left, right, above or below.</source>
        <translation>Choisissez un dé, puis un nuage vide à côté d’un nuage qui porte déjà un chiffre&#xa0;: à gauche, à droite, au-dessus ou en dessous.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cloud you filled earlier in the same turn counts as filled.</source>
        <translation>Un nuage rempli plus tôt dans le même tour compte comme rempli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The glowing clouds are where the chosen die may go.</source>
        <translation>Les nuages qui brillent sont ceux où le dé choisi peut aller.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the keyboard, the arrow keys move a cursor between the clouds and Enter writes there; while the cursor is hidden, Enter only shows it.</source>
        <translation>Au clavier, les flèches déplacent un curseur entre les nuages et Entrée y écrit&#xa0;; tant que le curseur est caché, Entrée ne fait que l’afficher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your grid is full, the other die of that turn is not played.</source>
        <translation>Quand votre grille est pleine, l’autre dé de ce tour n’est pas joué.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The clouds form lines of two or more along the rows and the columns; a row may hold several lines.</source>
        <translation>Les nuages forment des lignes de deux ou plus, le long des rangées et des colonnes&#xa0;; une rangée peut compter plusieurs lignes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every line ends with two icons: a dot and a sun.</source>
        <translation>Chaque ligne se termine par deux icônes&#xa0;: un point et un soleil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you fill the last empty cloud of a line, the line is scored at once.</source>
        <translation>Quand vous remplissez le dernier nuage vide d’une ligne, la ligne est comptée aussitôt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cloud often belongs to a row line and a column line: one number can complete both, and you choose which one is scored first.</source>
        <translation>Un nuage appartient souvent à une ligne de rangée et à une ligne de colonne&#xa0;: un chiffre peut compléter les deux, et vous choisissez laquelle compte en premier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point at a cloud to see its lines and what they would give.</source>
        <translation>Pointez un nuage pour voir ses lignes et ce qu’elles rapporteraient.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the line in order. If a number repeats, the line is crossed out and gives nothing.</source>
        <translation>Lisez la ligne dans l’ordre. Si un chiffre se répète, la ligne est rayée et ne rapporte rien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different: its dot is circled, and you draw as many dot strokes as the line has clouds.</source>
        <translation>Tous différents&#xa0;: son point est entouré, et vous tracez autant de traits de point que la ligne compte de nuages.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different and counting up or down by one the whole way (2-3-4-5, 5-4-3-2): its sun is circled, and you draw as many sun strokes as the line has clouds.</source>
        <translation>Tous différents et se suivant d’un en montant ou en descendant sur toute la ligne (2-3-4-5, 5-4-3-2)&#xa0;: son soleil est entouré, et vous tracez autant de traits de soleil que la ligne compte de nuages.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-4-3-5 is all different but not a run: it circles the dot.</source>
        <translation>2-4-3-5 est tout différent mais pas une suite&#xa0;: il entoure le point.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strokes draw the items of the shelf, always the first unfinished one: shelves from top to bottom, items from left to right.</source>
        <translation>Les traits dessinent les objets de l’étagère, toujours le premier inachevé&#xa0;: étagères de haut en bas, objets de gauche à droite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A dot stroke moves the pen to the next node, dot or sun.</source>
        <translation>Un trait de point avance le feutre jusqu’au point suivant, point ou soleil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sun stroke moves the pen to the next sun, passing any dots on the way.</source>
        <translation>Un trait de soleil avance le feutre jusqu’au soleil suivant, en passant les points en chemin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pen stands on a round disc, the next stroke&apos;s end in a diamond: tap either one, or drag from one to the other along the drawing, either way; running on past the end is fine.</source>
        <translation>Le feutre se trouve sur un disque rond, la fin du prochain trait dans un losange&#xa0;: touchez l’un ou l’autre, ou glissez de l’un à l’autre le long du dessin, dans un sens ou dans l’autre&#xa0;; dépasser la fin ne gêne pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, or ticking “Draw strokes for me”, draws it too. A gesture that draws nothing says why above the board.</source>
        <translation>Entrée, ou cocher «&#xa0;Tracer pour moi&#xa0;», trace aussi ce trait. Quand un geste ne trace rien, la raison s’affiche au-dessus du plateau.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>At a pass-and-play table, the hand-over screen tells the next player when a sheet is complete: that turn is the last.</source>
        <translation>À tour de rôle, l’écran de passage de l’appareil prévient le joueur suivant quand un plateau est complet&#xa0;: ce tour est le dernier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint asks the coach for its best plan of the turn, for every person in every mode: alone, at a pass-and-play table on your own turn, and on a scoresheet once both dice are typed in. A bot never gets one.</source>
        <translation>Le bouton Conseil demande au coach son meilleur plan pour le tour, pour chaque joueur humain et dans tous les modes&#xa0;: en solo, à tour de rôle pendant votre tour, et sur une feuille de score une fois les deux dés saisis. Un bot n’en reçoit jamais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its card says why in one sentence and pencilled rings show what to write where; Play it makes those moves, and you still confirm the turn.</source>
        <translation>Sa carte explique pourquoi en une phrase, et des cercles au crayon montrent quoi écrire et où&#xa0;; «&#xa0;Le jouer&#xa0;» fait ces coups, puis c’est vous qui validez le tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the game, Review my game (or Review on the Records page) shows the coach&apos;s review of every person&apos;s game: the points lost each turn and the three biggest mistakes.</source>
        <translation>Après la partie, «&#xa0;Analyser ma partie&#xa0;» (ou «&#xa0;Analyse&#xa0;» dans le palmarès) montre l’analyse du coach pour la partie de chaque joueur humain&#xa0;: les points perdus à chaque tour et les trois plus grosses erreurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bot at a pass-and-play table plays at one of three levels: Relaxed, the gentlest; Steady, which plans its whole turn; Coach, the coach itself and the strongest.</source>
        <translation>À tour de rôle, un bot joue à l’un des trois niveaux&#xa0;: Tranquille, le plus doux&#xa0;; Régulier, qui prévoit tout son tour&#xa0;; Coach, le coach en personne et le plus fort.</translation>
    </message>
    <message>
        <source>Drag from the glowing pen node to the next node, press Enter, or tick “Draw strokes for me”.</source>
        <translation type="vanished">Glissez depuis le point du feutre qui brille jusqu’au point suivant, appuyez sur Entrée, ou cochez « Tracer les traits pour moi ».</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>An item is finished when the pen reaches its last node, always a sun. Every finished item is worth 1 point.</source>
        <translation>Un objet est terminé quand le feutre atteint son dernier point, toujours un soleil. Chaque objet terminé vaut 1 point.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strokes left over go on to the next item, from its first node. Strokes left when every item is finished are lost.</source>
        <translation>Les traits en trop passent à l’objet suivant, depuis son premier point. Les traits restants quand tous les objets sont terminés sont perdus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An item showing a sun and a leaf gives a bonus when you finish it: one extra sun stroke, drawn at once on the next item, or your next leaf circled.</source>
        <translation>Un objet qui montre un soleil et une feuille donne un bonus quand vous le terminez&#xa0;: un trait de soleil en plus, tracé aussitôt sur l’objet suivant, ou votre prochaine feuille entourée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unfinished item scores nothing.</source>
        <translation>Un objet inachevé ne rapporte rien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your sheet starts with a leaf or two already circled.</source>
        <translation>Votre plateau commence avec une ou deux feuilles déjà entourées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before writing a die, colour circled leaves to change it: each leaf adds or takes away 1, and several leaves add up. A coloured leaf is spent.</source>
        <translation>Avant d’écrire un dé, coloriez des feuilles entourées pour le changer&#xa0;: chaque feuille ajoute ou retire 1, et plusieurs feuilles s’additionnent. Une feuille coloriée est dépensée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number you write must stay between 0 and 9.</source>
        <translation>Le chiffre écrit doit rester entre 0 et 9.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Giving up a die circles your next empty leaf. You may give up one die per turn at most, and never a starting number.</source>
        <translation>Renoncer à un dé entoure votre prochaine feuille vide. Vous pouvez renoncer à un dé par tour au plus, et jamais à un chiffre de départ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A leaf circled by giving up the first die may be coloured for the second.</source>
        <translation>Une feuille entourée en renonçant au premier dé peut être coloriée pour le second.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you play alone, giving up a die also draws a thorn on your plant.</source>
        <translation>Quand vous jouez seul, renoncer à un dé dessine aussi une épine sur votre plante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end every two thorns cost one item: 3 thorns cost 1, 5 thorns cost 2.</source>
        <translation>À la fin, chaque paire d’épines coûte un objet&#xa0;: 3 épines coûtent 1, 5 épines coûtent 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thorns count only when one player is at the table, on a scoresheet too.</source>
        <translation>Les épines ne comptent que s’il y a un seul joueur à la table, sur une feuille de score aussi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>So a score can fall below zero.</source>
        <translation>Un score peut donc passer sous zéro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} from {1}</source>
        <translation>{0} dès {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends at the end of the turn in which a player fills every cloud of their grid or finishes every item of their shelf.</source>
        <translation>La partie se termine à la fin du tour où un joueur remplit tous les nuages de sa grille ou termine tous les objets de son étagère.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score: the finished items, plus the points of the board&apos;s modules, minus one item for every two thorns when playing alone.</source>
        <translation>Score&#xa0;: les objets terminés, plus les points des modules du plateau, moins un objet par paire d’épines quand on joue seul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The highest score wins. A tie goes to the most strokes on the unfinished item; after that it is shared.</source>
        <translation>Le plus haut score gagne. En cas d’égalité, le plus de traits sur l’objet inachevé l’emporte&#xa0;; ensuite, l’égalité est partagée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alone, your score earns a title. {0}: {1}.</source>
        <translation>Seul, votre score vous vaut un titre. {0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point at the score box to see what makes it up.</source>
        <translation>Pointez la case du score pour voir de quoi il est fait.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/constellation.py" line="+24"/>
        <source>Some clouds carry a star. A number written in a star cloud moves the constellation pen that many points along the track, from its lowest point.</source>
        <translation>Certains nuages portent une étoile. Un chiffre écrit dans un nuage étoile avance le feutre de la constellation d’autant de points sur le tracé, depuis son point le plus bas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every big star the pen reaches is circled: 1 point each.</source>
        <translation>Chaque grande étoile atteinte par le feutre est entourée&#xa0;: 1 point chacune.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: the track has {1} points and {2} big stars, so up to {2} points.</source>
        <translation>{0}&#xa0;: le tracé compte {1} points et {2} grandes étoiles, soit jusqu’à {2} points.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/notes.py" line="+22"/>
        <source>A single note sits between two neighbouring clouds: its head is coloured when both hold the same number.</source>
        <translation>Une note simple se trouve entre deux nuages voisins&#xa0;: sa tête est coloriée quand les deux portent le même chiffre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double note touches 3 or 4 clouds: one head is coloured as soon as two of them hold the same number, both heads when all of them do.</source>
        <translation>Une note double touche 3 ou 4 nuages&#xa0;: une tête est coloriée dès que deux d’entre eux portent le même chiffre, les deux têtes quand tous le portent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every coloured head is 1 point.</source>
        <translation>Chaque tête coloriée vaut 1 point.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1} single notes and {2} double notes, so up to {3} points.</source>
        <translation>{0}&#xa0;: {1} notes simples et {2} notes doubles, soit jusqu’à {3} points.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/polaroids.py" line="+27"/>
        <source>Six polaroids above the grid are each linked to a star or moon cloud: a number written there is copied onto its polaroid.</source>
        <translation>Six polaroïds au-dessus de la grille sont chacun liés à un nuage étoile ou lune&#xa0;: un chiffre écrit là est recopié sur son polaroïd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: the 3 star polaroids add their numbers and the 3 moon polaroids take theirs away; an empty polaroid counts 0.</source>
        <translation>{0}&#xa0;: les 3 polaroïds étoile ajoutent leurs chiffres et les 3 polaroïds lune retirent les leurs&#xa0;; un polaroïd vide compte 0.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>So the polaroids may score below zero: keep the moons low and the stars high.</source>
        <translation>Les polaroïds peuvent donc rapporter moins que zéro&#xa0;: gardez les lunes basses et les étoiles hautes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}: 1 point for every different number on the polaroids, so up to 6 points.</source>
        <translation>{0}&#xa0;: 1 point par chiffre différent sur les polaroïds, soit jusqu’à 6 points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubled when all 6 are filled and count up or down by one in polaroid order (1-2-3-4-5-6 or 6-5-4-3-2-1): 12 points.</source>
        <translation>Doublé quand les 6 sont remplis et se suivent d’un en montant ou en descendant dans l’ordre des polaroïds (1-2-3-4-5-6 ou 6-5-4-3-2-1)&#xa0;: 12 points.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="+36"/>
        <source>{0} points</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a leaf</source>
        <translation>une feuille</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some clouds carry a moon. A number written in a moon cloud is copied into the first empty moon of the garland, from the top.</source>
        <translation>Certains nuages portent une lune. Un chiffre écrit dans un nuage lune est recopié dans la première lune vide de la guirlande, en partant du haut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When it equals the moon just above it, the two are joined and the reward between them is circled: points, or a leaf circled at once.</source>
        <translation>S’il est égal à la lune juste au-dessus, les deux sont reliées et la récompense entre elles est entourée&#xa0;: des points, ou une feuille entourée aussitôt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: the garland holds {1} moons; its rewards from the top are {2}. Moon numbers past the last moon are not copied.</source>
        <translation>{0}&#xa0;: la guirlande compte {1} lunes&#xa0;; ses récompenses, depuis le haut, sont {2}. Les chiffres des lunes au-delà de la dernière ne sont pas recopiés.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="+35"/>
        <source>clover</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bow tie</source>
        <translation>nœud papillon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three families of frames each cover a few clouds. Fill every cloud of a family to take one of its rewards: {0} or {1} points.</source>
        <translation>Trois familles de cadres couvrent chacune quelques nuages. Remplissez tous les nuages d’une famille pour prendre l’une de ses récompenses&#xa0;: {0} ou {1} points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With several players, the first to complete a family takes its {0}, the second its {1}; players who complete it in the same turn all take the best reward still free, and a taken reward is crossed out for the others.</source>
        <translation>À plusieurs, le premier à compléter une famille prend son {0}, le deuxième son {1}&#xa0;; les joueurs qui la complètent au même tour prennent tous la meilleure récompense encore libre, et une récompense prise est barrée pour les autres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alone, a completed family takes its best reward still free at once. When you draw the first stroke on the {0}, every {1} not yet taken is crossed out; on the {2}, every {3}.</source>
        <translation>Seul, une famille complétée prend aussitôt sa meilleure récompense encore libre. Quand vous tracez le premier trait sur le {0}, chaque {1} pas encore pris est barré&#xa0;; sur le {2}, chaque {3}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: up to {1} points from frames.</source>
        <translation>{0}&#xa0;: jusqu’à {1} points grâce aux cadres.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/help_page.py" line="+45"/>
        <location line="+78"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Pages of How to play</source>
        <translation>Pages de Comment jouer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Modules</source>
        <translation>Modules</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous page</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next page</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close How to play</source>
        <translation>Fermer Comment jouer</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Picture: %1</source>
        <translation>Image&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../daydream_qt/ui/window/help_actions.py" line="+66"/>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the &amp;tour</source>
        <translation>Faire la &amp;visite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Daydream</source>
        <translation>À &amp;propos de Daydream</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Everywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose %1 › %2, from any page.</source>
        <translation>Choisir %1 › %2, depuis n’importe quelle page.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start page</source>
        <translation>Page d’accueil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Bonus icons</source>
        <translation>Icônes de bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An item showing a sun and a leaf gives a bonus when you finish it: one extra sun stroke, drawn at once on the next item, or your next leaf circled.</source>
        <translation>Un objet qui montre un soleil et une feuille donne un bonus quand vous le terminez&#xa0;: un trait de soleil en plus, tracé aussitôt sur l’objet suivant, ou votre prochaine feuille entourée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The leaves</source>
        <translation>Les feuilles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circled leaves change a die: before writing it, colour leaves in the dice panel; each coloured leaf adds or takes away 1, and is spent. Giving up a die, the leaf bonus and some modules circle more.</source>
        <translation>Les feuilles entourées changent un dé&#xa0;: avant de l’inscrire, coloriez des feuilles dans la zone des dés&#xa0;; chaque feuille coloriée ajoute ou retire 1, et elle est dépensée. Renoncer à un dé, le bonus feuille et certains modules en entourent d’autres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thorns</source>
        <translation>Épines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing alone, giving up a die also draws a thorn on this plant. At the end every two thorns cost one item.</source>
        <translation>En solo, renoncer à un dé dessine aussi une épine sur cette plante. À la fin, chaque paire d’épines coûte un objet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A short tour shows where everything is: Enter or → goes on, ← goes back, Esc ends it at any time; Help › Take the tour brings it back.</source>
        <translation>Une courte visite montre où tout se trouve&#xa0;: Entrée ou → pour avancer, ← pour revenir, Échap pour l’arrêter à tout moment&#xa0;; Aide › Faire la visite la relance.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Roll the dice: Space or R, from anywhere but a focused button or a text field.</source>
        <translation>Lancer les dés&#xa0;: Espace ou R, de partout sauf depuis un bouton qui a le focus ou un champ de texte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm the turn: it ends once both dice are played.</source>
        <translation>Valider le tour&#xa0;: il se termine une fois les deux dés joués.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo your last move of this turn; on the hand-over, take your turn back.</source>
        <translation>Reprendre votre dernier coup de ce tour&#xa0;; sur l’écran de passage de l’appareil, reprendre votre tour.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ask the coach for a hint: its card says what it would play.</source>
        <translation>Demander un conseil au coach&#xa0;: sa carte dit ce qu’il jouerait.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen.</source>
        <translation>Quitter le plein écran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay: go back one turn.</source>
        <translation>Revoir&#xa0;: reculer d’un tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go on one turn.</source>
        <translation>Revoir&#xa0;: avancer d’un tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go to the first turn.</source>
        <translation>Revoir&#xa0;: aller au premier tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go to the last turn.</source>
        <translation>Revoir&#xa0;: aller au dernier tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go back one step of the turn.</source>
        <translation>Revoir&#xa0;: reculer d’une étape dans le tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go on one step of the turn.</source>
        <translation>Revoir&#xa0;: avancer d’une étape dans le tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go back to where the replay was opened from.</source>
        <translation>Revoir&#xa0;: revenir là d’où la partie a été ouverte.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move the keyboard&apos;s focus on, or back: the board, the dice, the leaves&apos; − and +, Give up, Undo, Confirm, then the coach&apos;s card.</source>
        <translation>Déplacer le focus du clavier en avant ou en arrière&#xa0;: le plateau, les dés, le − et le + des feuilles, Renoncer à ce dé, Annuler, Valider le tour, puis la carte du coach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the button that has the keyboard&apos;s focus.</source>
        <translation>Appuyer sur le bouton qui a le focus du clavier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cursor from cloud to cloud: a small card says where it is.</source>
        <translation>Déplacer le curseur de nuage en nuage&#xa0;: une petite carte indique où il se trouve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the die showing that number at the cursor.</source>
        <translation>Écrire au curseur le dé qui montre ce chiffre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the chosen die at the cursor, or draw the next stroke when strokes are pending.</source>
        <translation>Écrire le dé choisi au curseur, ou tracer le trait suivant quand des traits sont en attente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the other die.</source>
        <translation>Choisir l’autre dé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour a circled leaf: − lowers the chosen die by 1, + raises it; the other key takes the leaf back.</source>
        <translation>Colorier une feuille entourée&#xa0;: − baisse le dé choisi de 1, + l’augmente de 1&#xa0;; l’autre touche reprend la feuille.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the chosen die: your next leaf is circled (and, playing alone, a thorn drawn).</source>
        <translation>Renoncer au dé choisi&#xa0;: votre prochaine feuille est entourée (et, en solo, une épine est dessinée).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which of two completed lines is resolved first.</source>
        <translation>Choisir laquelle de deux lignes complétées est résolue en premier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the sun bonus or the leaf bonus.</source>
        <translation>Prendre le bonus soleil ou le bonus feuille.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play it: make the coach&apos;s suggested moves; you still confirm the turn.</source>
        <translation>«&#xa0;Le jouer&#xa0;»&#xa0;: jouer les coups proposés par le coach&#xa0;; vous validez ensuite le tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dismiss the coach&apos;s hint (Esc first closes a card open on the board).</source>
        <translation>Ignorer le conseil du coach (Échap ferme d’abord une carte ouverte sur le plateau).</translation>
    </message>
    <message>
        <source>Undo your last move of this turn</source>
        <translation type="vanished">Reprendre votre dernier coup de ce tour</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation type="vanished">Lancer les dés</translation>
    </message>
    <message>
        <source>Confirm the turn</source>
        <translation type="vanished">Valider le tour</translation>
    </message>
    <message>
        <source>Ask the coach for a hint (solo)</source>
        <translation type="vanished">Demander un conseil au coach (solo)</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation type="vanished">Quitter le plein écran</translation>
    </message>
    <message>
        <source>Move the cursor from cloud to cloud</source>
        <translation type="vanished">Déplacer le curseur de nuage en nuage</translation>
    </message>
    <message>
        <source>Write the die showing that number at the cursor</source>
        <translation type="vanished">Écrire le dé qui montre ce chiffre au curseur</translation>
    </message>
    <message>
        <source>Write the chosen die at the cursor, or draw the next stroke</source>
        <translation type="vanished">Écrire le dé choisi au curseur, ou tracer le trait suivant</translation>
    </message>
    <message>
        <source>Choose the other die</source>
        <translation type="vanished">Choisir l’autre dé</translation>
    </message>
    <message>
        <source>Which of two completed lines is scored first</source>
        <translation type="vanished">Laquelle de deux lignes complétées compte en premier</translation>
    </message>
    <message>
        <source>Take the sun bonus or the leaf bonus</source>
        <translation type="vanished">Prendre le bonus soleil ou le bonus feuille</translation>
    </message>
    <message>
        <source>A command of the game</source>
        <translation type="vanished">Une commande du jeu</translation>
    </message>
    <message>
        <location line="-225"/>
        <source>Playing</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the board</source>
        <translation>Sur le plateau</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take the tour</source>
        <translation>Faire la visite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tour shows the game page: start or continue a game first.</source>
        <translation>La visite montre la page de jeu&#xa0;: commencez ou reprenez d’abord une partie.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Welcome to Daydream</source>
        <translation>Bienvenue dans Daydream</translation>
    </message>
    <message>
        <source>A short tour shows where everything is. Skip it or press Esc at any time; Help › Take the tour brings it back.</source>
        <translation type="vanished">Une courte visite montre où tout se trouve. Passez-la ou appuyez sur Échap à tout moment ; Aide › Faire la visite la relance.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dice</source>
        <translation>Les dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the two dice here, choose the one to play, colour leaves to change it, or give it up.</source>
        <translation>Lancez les deux dés ici, choisissez celui à jouer, coloriez des feuilles pour le changer, ou renoncez-y.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clouds</source>
        <translation>Les nuages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a glowing cloud to write the chosen die there: next to a cloud that already holds a number. Point at a cloud to see its lines.</source>
        <translation>Touchez un nuage qui brille pour y écrire le dé choisi&#xa0;: à côté d’un nuage qui porte déjà un chiffre. Pointez un nuage pour voir ses lignes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shelf</source>
        <translation>L’étagère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full lines give strokes: drag them from the glowing node to draw the items. Every finished item is a point.</source>
        <translation>Les lignes complètes donnent des traits&#xa0;: glissez-les depuis le point qui brille pour dessiner les objets. Chaque objet terminé vaut un point.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What to do next</source>
        <translation>Que faire ensuite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This line always says the next step, and why a move was refused.</source>
        <translation>Cette ligne dit toujours l’étape suivante, et pourquoi un coup a été refusé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo and Confirm</source>
        <translation>Annuler et Valider</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo takes back your moves of this turn; Confirm ends the turn once both dice are played.</source>
        <translation>Annuler reprend vos coups de ce tour&#xa0;; Valider termine le tour une fois les deux dés joués.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play explains every rule and module with pictures; F1 opens it.</source>
        <translation>Comment jouer explique chaque règle et chaque module en images&#xa0;; F1 l’ouvre.</translation>
    </message>
    <message>
        <source>Ask the coach for a hint</source>
        <translation type="vanished">Demander un conseil au coach</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/hint_card.py" line="+87"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>The marked clouds show the plan: nothing is written until you play.</source>
        <translation type="vanished">Les nuages marqués montrent le plan&#xa0;: rien n’est inscrit tant que vous ne jouez pas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play it</source>
        <translation>Le jouer</translation>
    </message>
    <message>
        <source>Make the suggested moves; you still confirm the turn</source>
        <translation type="vanished">Jouer les coups proposés&#xa0;; vous confirmez ensuite le tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the suggested moves; you still confirm the turn (P)</source>
        <translation>Jouer les coups proposés&#xa0;; vous validez ensuite le tour (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the coach&apos;s hint away (X)</source>
        <translation>Ranger le conseil du coach (X)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>writes the marked numbers</source>
        <translation>inscrit les nombres marqués</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gives up a die</source>
        <translation>renonce à un dé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chooses which line goes first</source>
        <translation>choisit la ligne qui compte en premier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws the strokes</source>
        <translation>trace les traits</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes the sun bonus</source>
        <translation>prend le bonus soleil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>takes the leaf bonus</source>
        <translation>prend le bonus feuille</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play it %1; you confirm the turn.</source>
        <translation>«&#xa0;Le jouer&#xa0;» %1&#xa0;; vous validez ensuite le tour.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/records_page.py" line="+196"/>
        <location line="+6"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass-and-play</source>
        <translation>À tour de rôle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoresheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>, </source>
        <comment>between the seats of a table</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} {1} (won)</source>
        <translation>{0} {1} (vainqueur)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} (dream of {1})</source>
        <translation>{0} (rêve du {1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a board of your own, played as the combination {1}</source>
        <translation>{0}&#xa0;: un plateau à vous, joué comme la combinaison {1}</translation>
    </message>
</context>
<context>
    <name>Ink</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/ink.py" line="+16"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Violet</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Teal</source>
        <translation>Bleu canard</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Brown</source>
        <translation>Marron</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphite</source>
        <translation>Graphite</translation>
    </message>
</context>
<context>
    <name>InkButton</name>
    <message>
        <location line="+112"/>
        <source>Marker colour: {0}</source>
        <translation>Couleur du feutre&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>ItemPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/items_panel.py" line="+117"/>
        <source>Earlier</source>
        <translation>Plus tôt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Enlever</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>x y; x y; ... from 0 to 100</source>
        <translation>x y ; x y ; … de 0 à 100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the outline</source>
        <translation>Tracer le dessin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the item&apos;s points one by one on the board</source>
        <translation>Placer les points de l’objet un par un sur le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus when finished (sun or leaf)</source>
        <translation>Bonus une fois terminé (soleil ou feuille)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no timer</source>
        <translation>pas de minuteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clover: crosses out the 5 rewards</source>
        <translation>trèfle&#xa0;: barre les récompenses de 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bow tie: crosses out the 2 rewards</source>
        <translation>nœud papillon&#xa0;: barre les récompenses de 2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap a dot or a sun on the board to swap it.</source>
        <translation>Touchez un point ou un soleil sur le plateau pour l’échanger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+39"/>
        <source>Find a drawing</source>
        <translation>Chercher un dessin</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Add this drawing as an item</source>
        <translation>Ajouter ce dessin comme objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the chosen item with it</source>
        <translation>Dessiner l’objet choisi avec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a drawn item</source>
        <translation>Ajouter un objet tracé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An item drawn as straight lines between points you place</source>
        <translation>Un objet tracé en lignes droites entre des points que vous placez</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>Chosen item: %1</source>
        <translation>Objet choisi&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No item chosen: a drawing is added as a new item.</source>
        <translation>Aucun objet choisi&#xa0;: un dessin est ajouté comme nouvel objet.</translation>
    </message>
    <message>
        <source>An item drawn as straight lines between points you type</source>
        <translation type="vanished">Un objet tracé en lignes droites entre des points que vous tapez</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+24"/>
        <source>Items, shelf by shelf</source>
        <translation>Objets, étagère par étagère</translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="vanished">Identifiant</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name (Japanese)</source>
        <translation>Nom (japonais)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shelf</source>
        <translation>Étagère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dots and suns</source>
        <translation>Points et soleils</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Frames timer</source>
        <translation>Minuteur des cadres</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drawings</source>
        <translation>Dessins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add from the drawings…</source>
        <translation>Ajouter depuis les dessins…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a drawing of the library in the Drawings tab</source>
        <translation>Choisir un dessin de la bibliothèque dans l’onglet Dessins</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The drawings cannot be loaded: {}</source>
        <translation>Les dessins ne peuvent pas être chargés&#xa0;: {}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a drawing first.</source>
        <translation>Choisissez d’abord un dessin.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation type="vanished">Dessin</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose an item and a drawing first.</source>
        <translation>Choisissez d’abord un objet et un dessin.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose an item first.</source>
        <translation>Choisissez d’abord un objet.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Type the points as pairs of numbers: x y; x y; ...</source>
        <translation>Tapez les points comme des paires de nombres : x y ; x y ; …</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Shelf %1: %2</source>
        <translation>Étagère %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>KeyRows</name>
    <message>
        <location filename="../../daydream_qt/ui/window/key_rows.py" line="+41"/>
        <source>Move to the next or the previous control of the page or dialog.</source>
        <translation>Passer à la commande suivante ou précédente de la page ou de la boîte de dialogue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press the button that has the focus; Space also ticks or unticks a box.</source>
        <translation>Appuyer sur le bouton qui a le focus&#xa0;; Espace coche ou décoche aussi une case.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move among the choices of a group (modes, combinations, tools) and choose one.</source>
        <translation>Se déplacer parmi les choix d’un groupe (modes, combinaisons, outils) et en choisir un.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back one level: close the dialog, or go back to the page this one was opened from (in full screen, leave full screen first).</source>
        <translation>Revenir d’un niveau&#xa0;: fermer la boîte de dialogue, ou revenir à la page d’où celle-ci a été ouverte (en plein écran, quitter d’abord le plein écran).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Press the choice that has the focus: Continue, New game, Open a saved game, Dream of the day or Records.</source>
        <translation>Appuyer sur le choix qui a le focus&#xa0;: Reprendre, Nouvelle partie, Ouvrir une partie enregistrée, Rêve du jour ou Palmarès.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move from combination to combination; the one reached is chosen.</source>
        <translation>Passer de combinaison en combinaison&#xa0;; celle où l’on arrive est choisie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the first or the last combination.</source>
        <translation>Choisir la première ou la dernière combinaison.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with what is chosen.</source>
        <translation>Commencer la partie avec ce qui est choisi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the dialog without starting a game.</source>
        <translation>Fermer la boîte de dialogue sans commencer de partie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go back to the page the replay was opened from.</source>
        <translation>Revenir à la page d’où la partie a été ouverte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On the chart of points lost: move to the previous or the next turn.</source>
        <translation>Sur le graphique des points perdus&#xa0;: passer au tour précédent ou suivant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the chart of points lost: move to the first or the last turn.</source>
        <translation>Sur le graphique des points perdus&#xa0;: aller au premier ou au dernier tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the chart of points lost: replay the turn it shows.</source>
        <translation>Sur le graphique des points perdus&#xa0;: revoir le tour affiché.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a game of several people: show the next player&apos;s review.</source>
        <translation>Dans une partie à plusieurs&#xa0;: afficher l’analyse du joueur suivant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the page the review was opened from.</source>
        <translation>Revenir à la page d’où l’analyse a été ouverte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move from game to game in the history.</source>
        <translation>Passer d’une partie à l’autre dans l’historique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the game chosen in the history.</source>
        <translation>Revoir la partie choisie dans l’historique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the coach&apos;s review of the game chosen in the history.</source>
        <translation>Ouvrir l’analyse du coach pour la partie choisie dans l’historique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the game chosen in the history.</source>
        <translation>Supprimer la partie choisie dans l’historique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put back the game just deleted.</source>
        <translation>Remettre la partie qui vient d’être supprimée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the page the records were opened from.</source>
        <translation>Revenir à la page d’où le palmarès a été ouvert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose the %1 tool (while the board has the focus).</source>
        <translation>Choisir l’outil %1 (quand le plateau a le focus).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo the last edit.</source>
        <translation>Annuler la dernière modification.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo the edit just undone.</source>
        <translation>Rétablir la modification qui vient d’être annulée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While drawing an outline or a track: keep the drawing.</source>
        <translation>En dessinant un contour ou le tracé de la constellation&#xa0;: garder le dessin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While drawing an outline or a track: take back the last point.</source>
        <translation>En dessinant un contour ou le tracé de la constellation&#xa0;: retirer le dernier point.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While drawing: leave the board as it was. Otherwise: close the editor (it asks first about edits not saved).</source>
        <translation>En dessinant&#xa0;: laisser le plateau comme il était. Sinon&#xa0;: fermer l’éditeur (il demande d’abord quoi faire des modifications non enregistrées).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Go on to the next card of the tour.</source>
        <translation>Passer à la carte suivante de la visite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the previous card of the tour.</source>
        <translation>Revenir à la carte précédente de la visite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the tour (Help › Take the tour brings it back).</source>
        <translation>Terminer la visite (Aide › Faire la visite la relance).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s review</source>
        <translation>Analyse du coach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records</source>
        <translation>Palmarès</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board editor</source>
        <translation>Éditeur de plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tour</source>
        <translation>La visite</translation>
    </message>
</context>
<context>
    <name>LeafStrip</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+24"/>
        <source>Leaves</source>
        <translation>Feuilles</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/accessible.py" line="-5"/>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+1"/>
        <source>Leaves: %1 circled, %2 coloured, of %3</source>
        <translation>Feuilles&#xa0;: %1 entourées, %2 coloriées, sur %3</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+3"/>
        <source>%1; this die colours %2 more</source>
        <translation>%1&#xa0;; ce dé en colorie %2 de plus</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+142"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location line="+284"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Reminders</source>
        <translation>&amp;Aide-mémoire</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Reminders</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1, turn %2 · %3</source>
        <translation>%1, tour %2 · %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, turn %2</source>
        <translation>%1, tour %2</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="-121"/>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+36"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+27"/>
        <source>Cannot continue</source>
        <translation>Impossible de reprendre la partie</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>The settings could not be saved; they apply until the app closes.</source>
        <translation>Les paramètres n’ont pas pu être enregistrés&#xa0;; ils s’appliquent jusqu’à la fermeture de l’application.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your settings could not be read; they were reset and the old file was kept as {0}.</source>
        <translation>Vos paramètres n’ont pas pu être lus&#xa0;; ils ont été réinitialisés et l’ancien fichier a été gardé sous le nom {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings could not be read; they were reset.</source>
        <translation>Vos paramètres n’ont pas pu être lus&#xa0;; ils ont été réinitialisés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is open in another Daydream window; this window can start a new game of its own.</source>
        <translation>Votre partie est ouverte dans une autre fenêtre Daydream&#xa0;; cette fenêtre peut commencer sa propre partie.</translation>
    </message>
    <message>
        <location line="+190"/>
        <source>%1 · %2 plays</source>
        <translation>%1 · au tour de %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · last turn</source>
        <translation>%1 · dernier tour</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/pages/game_page.py" line="+585"/>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="-19"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+11"/>
        <source>starting numbers</source>
        <translation>chiffres de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
</context>
<context>
    <name>MistakeCard</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/review_page.py" line="+66"/>
        <source>Show me</source>
        <translation>Montre-moi</translation>
    </message>
</context>
<context>
    <name>ModulePanel</name>
    <message>
        <source>This combination plays with no module.</source>
        <translation type="vanished">Cette combinaison se joue sans module.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/modules_panel.py" line="+68"/>
        <source>big star</source>
        <translation>grande étoile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add point</source>
        <translation>Ajouter un point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big star on / off</source>
        <translation>Grande étoile oui / non</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove point</source>
        <translation>Enlever le point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the track</source>
        <translation>Dessiner le tracé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the track&apos;s points in order on the board; the drawing replaces the track</source>
        <translation>Placer les points du tracé dans l’ordre sur le plateau&#xa0;; le dessin remplace le tracé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the track</source>
        <translation>Points du tracé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point across</source>
        <translation>Position horizontale du point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point down</source>
        <translation>Position verticale du point</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>across</source>
        <translation>horizontal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>vertical</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Point 1 is the lowest, where the pen starts; star clouds are marked with the Stars tool.</source>
        <translation>Le point 1 est le plus bas, là où part le crayon&#xa0;; les nuages étoiles se marquent avec l’outil Étoiles.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a note on the picked clouds</source>
        <translation>Ajouter une note sur les nuages choisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove note</source>
        <translation>Enlever la note</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Notes tool, tap 2 neighbouring clouds (a single note) or 3-4 clouds around a gap (a double note), then add the note.</source>
        <translation>Avec l’outil Notes, touchez 2 nuages voisins (une note simple) ou 3 ou 4 nuages autour d’un espace (une note double), puis ajoutez la note.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Remove polaroid</source>
        <translation>Enlever le polaroïd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each different number scores</source>
        <translation>chaque nombre différent rapporte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stars add, moons take away</source>
        <translation>les étoiles ajoutent, les lunes retirent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Polaroids tool, tap a star or moon cloud to link a polaroid to it (six, one per column).</source>
        <translation>Avec l’outil Polaroïds, touchez un nuage étoile ou lune pour y lier un polaroïd (six, un par colonne).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moons</source>
        <translation>Lunes</translation>
    </message>
    <message>
        <source>id, e.g. rose</source>
        <translation type="vanished">identifiant, p. ex. rose</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>name, e.g. Rose frames</source>
        <translation>nom, p. ex. Cadres roses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add family</source>
        <translation>Ajouter la famille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove family</source>
        <translation>Enlever la famille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a family, then with the Frames tool tap the clouds it covers.</source>
        <translation>Choisissez une famille, puis avec l’outil Cadres touchez les nuages qu’elle couvre.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Type the family&apos;s name first.</source>
        <translation>Tapez d’abord le nom de la famille.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Combination %1 plays with no module. These combinations do: %2. Choose one under Combination in the Board tab.</source>
        <translation>La combinaison %1 se joue sans module. Ces combinaisons en ont&#xa0;: %2. Choisissez-en une sous Combinaison dans l’onglet Plateau.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: across %2, down %3</source>
        <translation>%1&#xa0;: horizontal %2, vertical %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note %1: %2</source>
        <translation>Note %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>star</source>
        <translation>étoile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>moon</source>
        <translation>lune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polaroid %1: %2 at row %3, column %4</source>
        <translation>Polaroïd %1&#xa0;: %2 en rangée %3, colonne %4</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1: %n clouds</source>
        <translation>
            <numerusform>%1&#xa0;: %n nuage</numerusform>
            <numerusform>%1&#xa0;: %n nuages</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a leaf</source>
        <translation>une feuille</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Between moons %1 and %2</source>
        <translation>Entre les lunes %1 et %2</translation>
    </message>
</context>
<context>
    <name>NewDream</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_dream.py" line="+50"/>
        <source>no module</source>
        <translation>sans module</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“{0}” was made by version {1} of the board maker; this one makes version {2} boards, so it cannot make that board.</source>
        <translation>«&#xa0;{0}&#xa0;» a été fait par la version {1} du générateur de plateaux&#xa0;; celui-ci fait des plateaux de version {2} et ne peut donc pas le refaire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{0}” is not a board code: a code starts with one of {1}.</source>
        <translation>«&#xa0;{0}&#xa0;» n’est pas un code de plateau&#xa0;: un code commence par l’un de {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{0}” is not a board code: a code reads like DEF-1-4821 (modules, version, seed).</source>
        <translation>«&#xa0;{0}&#xa0;» n’est pas un code de plateau&#xa0;: un code s’écrit comme DEF-1-4821 (modules, version, graine).</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <location line="+16"/>
        <source>A new dream</source>
        <translation>Un nouveau rêve</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>A board made for you from a seed: new modules, shelf and name</source>
        <translation>Un plateau fait pour vous à partir d’une graine&#xa0;: modules, étagère et nom nouveaux</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, chosen</source>
        <translation>%1, choisi</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A board no one has played yet, made from a seed. Its code plays it again, here or on a friend&apos;s computer.</source>
        <translation>Un plateau que personne n’a encore joué, fait à partir d’une graine. Son code le fait rejouer, ici ou sur l’ordinateur d’un ami.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Modules of the new dream</source>
        <translation>Modules du nouveau rêve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surprise me</source>
        <translation>Surprenez-moi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Difficulty of the new dream</source>
        <translation>Difficulté du nouveau rêve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any difficulty</source>
        <translation>toute difficulté</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another dream</source>
        <translation>Un autre rêve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another board with the same modules and difficulty</source>
        <translation>Un autre plateau avec les mêmes modules et la même difficulté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board code</source>
        <translation>Code du plateau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this code</source>
        <translation>Jouer ce code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board of the code typed beside it</source>
        <translation>Le plateau du code tapé à côté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep under Your boards</source>
        <translation>Garder dans Vos plateaux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save this board with your boards, to edit, export or print it blank</source>
        <translation>Enregistrer ce plateau avec vos plateaux, pour le modifier, l’exporter ou l’imprimer vierge</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>No board could be made this time; try another dream.</source>
        <translation>Aucun plateau n’a pu être fait cette fois-ci&#xa0;; essayez un autre rêve.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>“{0}” is in your boards already.</source>
        <translation>«&#xa0;{0}&#xa0;» est déjà dans vos plateaux.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kept “{0}” ({1}) under Your boards.</source>
        <translation>«&#xa0;{0}&#xa0;» ({1}) est gardé dans Vos plateaux.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_game.py" line="+75"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose a combination</source>
        <translation>Choisissez une combinaison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board folds into eight combinations of its panels; each plays differently. Easy ones are the best start.</source>
        <translation>Le plateau se plie en huit combinaisons de ses volets&#xa0;; chacune se joue différemment. Les plus faciles sont idéales pour débuter.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+4"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dream of the day</source>
        <translation>Rêve du jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s combination and seed: everyone who plays it gets the same dice</source>
        <translation>La combinaison et la graine du jour&#xa0;: tous ceux qui la jouent ont les mêmes dés</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Combinations</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>Today&apos;s seed: everyone who plays it gets the same dice</source>
        <translation type="vanished">La graine du jour&#xa0;: tous ceux qui la jouent ont les mêmes dés</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>The same combination and seed give the same dice, so a friend can play your game.</source>
        <translation>Même combinaison et même graine donnent les mêmes dés&#xa0;: un ami peut ainsi rejouer votre partie.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>PaperDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/paper.py" line="+38"/>
        <source>The PDF&apos;s page</source>
        <translation>Page du PDF</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The page of the PDF</source>
        <translation>La page du PDF</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Lettre US (8,5 × 11 po)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orientation</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation</source>
        <translation>&amp;Orientation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the PDF</source>
        <translation>Enregistrer le PDF</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">Annuler</translation>
    </message>
</context>
<context>
    <name>PlanMarks</name>
    <message>
        <location filename="../../daydream_qt/ui/board/plan_marks.py" line="+42"/>
        <source>played</source>
        <translation>joué</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
</context>
<context>
    <name>PlayKeys</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/play_keys.py" line="+74"/>
        <source>The coach has no hint on show to dismiss: H asks for one.</source>
        <translation>Le coach n’affiche aucun conseil à ignorer&#xa0;: H en demande un.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Roll the dice first.</source>
        <translation>Lancez d’abord les dés.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both dice are already played this turn.</source>
        <translation>Les deux dés sont déjà joués ce tour-ci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Die %1 is the only die left to play.</source>
        <translation>Le dé %1 est le seul qui reste à jouer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Die %1 (%2) is chosen.</source>
        <translation>Le dé %1 (%2) est choisi.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Leaves change a die before it is written: there is no die to write now.</source>
        <translation>Les feuilles changent un dé avant qu’il soit inscrit&#xa0;: il n’y a aucun dé à inscrire maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no circled leaf to colour.</source>
        <translation>Vous n’avez aucune feuille entourée à colorier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A die is written as a number from 0 to 9: leaves cannot take it further.</source>
        <translation>Un dé s’inscrit comme un chiffre de 0 à 9&#xa0;: les feuilles ne peuvent pas l’emmener plus loin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every circled leaf you have already changes this die.</source>
        <translation>Toutes vos feuilles entourées changent déjà ce dé.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Die %1 is written as %2: no leaf coloured.</source>
        <translation>Le dé %1 sera inscrit comme un %2&#xa0;: aucune feuille coloriée.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Die %1 is written as %2, colouring %n leaf/leaves.</source>
        <translation>
            <numerusform>Le dé %1 sera inscrit comme un %2, en coloriant %n feuille.</numerusform>
            <numerusform>Le dé %1 sera inscrit comme un %2, en coloriant %n feuilles.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no die to give up now.</source>
        <translation>Il n’y a aucun dé auquel renoncer maintenant.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The coach is still thinking.</source>
        <translation>Le coach réfléchit encore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach has no plan on show to play: H asks for one.</source>
        <translation>Le coach n’affiche aucun plan à jouer&#xa0;: H en demande un.</translation>
    </message>
</context>
<context>
    <name>ProblemList</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/problems_panel.py" line="+22"/>
        <location line="+29"/>
        <source>Limits of a board</source>
        <translation>Limites d’un plateau</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>What a board of this app can hold, beyond the rules</source>
        <translation>Ce qu’un plateau de cette app peut contenir, au-delà des règles</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Problems of the board</source>
        <translation>Problèmes du plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No problem: this board can be played.</source>
        <translation>Aucun problème&#xa0;: ce plateau peut être joué.</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problèmes (%n)</numerusform>
            <numerusform>Problèmes (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-42"/>
        <location line="+43"/>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
</context>
<context>
    <name>Ranking</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/ranking.py" line="+61"/>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>, </source>
        <comment>between the names of a list, before the last &apos;and&apos;</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{0} strokes</source>
        <translation type="vanished">{0} traits</translation>
    </message>
    <message>
        <source>{0} stroke</source>
        <translation type="vanished">{0} trait</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0} wins with {1}.</source>
        <translation>{0} l’emporte avec un total de {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} tie on {1}; {2} wins with {3} on the unfinished item.</source>
        <translation>{0} sont à égalité avec un total de {1}&#xa0;; {2} l’emporte avec {3} sur l’objet inachevé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} tie on {1} with {2} each on the unfinished item: they share the win.</source>
        <translation>{0} sont à égalité avec un total de {1} et {2} chacun sur l’objet inachevé&#xa0;: ils se partagent la victoire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} tie on {1}; {2} share the win with {3} each on the unfinished item.</source>
        <translation>{0} sont à égalité avec un total de {1}&#xa0;; {2} se partagent la victoire avec {3} chacun sur l’objet inachevé.</translation>
    </message>
    <message>
        <source>{0} items</source>
        <translation type="vanished">{0} objets</translation>
    </message>
    <message>
        <source>{0} item</source>
        <translation type="vanished">{0} objet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>thorns −{0}</source>
        <translation>épines −{0}</translation>
    </message>
    <message numerus="yes">
        <location line="-38"/>
        <source>%n stroke(s)</source>
        <translation>
            <numerusform>%n trait</numerusform>
            <numerusform>%n traits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n objet</numerusform>
            <numerusform>%n objets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankingCard</name>
    <message>
        <location line="+13"/>
        <source>The dream is over</source>
        <translation>Le rêve s’achève</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tie-break: {0} on the unfinished item</source>
        <translation>départage&#xa0;: {0} sur l’objet inachevé</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <location filename="../../daydream_qt/ui/window/records_actions.py" line="+70"/>
        <source>&amp;Records…</source>
        <translation>&amp;Palmarès…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Dream of the day</source>
        <translation>&amp;Rêve du jour</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your records cannot be opened. {0}</source>
        <translation>Impossible d’ouvrir votre palmarès. {0}</translation>
    </message>
    <message>
        <source>Your records cannot be opened: {0}</source>
        <translation type="vanished">Votre palmarès ne peut pas être ouvert&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your records could not be read; they were kept as {0} and a fresh history was started.</source>
        <translation>Votre palmarès n’a pas pu être lu&#xa0;; il a été gardé sous le nom {0} et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>This game could not be added to your records ({0}).</source>
        <translation type="vanished">Cette partie n’a pas pu être ajoutée à votre palmarès ({0}).</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/window/record_keeper.py" line="+214"/>
        <source>The finished game in the autosave could not be kept for your records ({0}), so the autosave was not replaced.</source>
        <translation>La partie terminée de l’enregistrement automatique n’a pas pu être gardée pour votre palmarès ({0})&#xa0;; l’enregistrement automatique n’a donc pas été remplacé.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your records are in use by another program: this game is kept and will be added to them as soon as they are free.</source>
        <translation>Votre palmarès est utilisé par un autre programme&#xa0;: cette partie est gardée et y sera ajoutée dès qu’il sera libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: this game is kept and will be added to your records once there is room.</source>
        <translation>Le disque est plein&#xa0;: cette partie est gardée et sera ajoutée à votre palmarès dès qu’il y aura de la place.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your records cannot be written now: this game is kept and will be added to them by a version of Daydream that can write them.</source>
        <translation>Votre palmarès ne peut pas être modifié pour l’instant&#xa0;: cette partie est gardée et y sera ajoutée par une version de Daydream qui peut l’écrire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game could not be added to your records yet ({0}); it is kept and will be added later.</source>
        <translation>Cette partie n’a pas encore pu être ajoutée à votre palmarès ({0})&#xa0;; elle est gardée et sera ajoutée plus tard.</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/records_page.py" line="+92"/>
        <source>← Back</source>
        <translation>← Retour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back (Esc)</source>
        <translation>Retour (Échap)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records</source>
        <translation>Palmarès</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play today&apos;s dream</source>
        <translation>Jouer le rêve du jour</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <location line="+466"/>
        <source>Copy share text</source>
        <translation>Copier pour partager</translation>
    </message>
    <message>
        <location line="-489"/>
        <source>Copies the date, the board, your score and title to the clipboard</source>
        <translation>Copie la date, le plateau, votre score et votre titre dans le presse-papiers</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Bests and titles</source>
        <translation>Records et titres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>All boards</source>
        <translation>Tous les plateaux</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All modes</source>
        <translation>Tous les modes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All players</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the selected game (Enter)</source>
        <translation>Revoir la partie choisie coup par coup (Entrée)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the games shown as a spreadsheet file (CSV)</source>
        <translation>Enregistre les parties affichées dans un fichier de tableur (CSV)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>No finished game yet: every game you finish, in any mode, is kept here with its score and can be looked at again.</source>
        <translation>Aucune partie terminée pour l’instant&#xa0;: chaque partie que vous terminez, quel que soit le mode, est gardée ici avec son score et peut être revue.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your boards</source>
        <translation>Vos plateaux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boards you made in the board editor: their games count for them alone, never for the board of their combination</source>
        <translation>Les plateaux que vous avez faits dans l’éditeur de plateaux&#xa0;: leurs parties ne comptent que pour eux, jamais pour le plateau de leur combinaison</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No solo game on this board yet.</source>
        <translation>Pas encore de partie solo sur ce plateau.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores, how often</source>
        <translation>Scores obtenus, combien de fois</translation>
    </message>
    <message>
        <location line="-544"/>
        <source>Your records could not be read; they were kept as {0} and a fresh history was started.</source>
        <translation>Votre palmarès n’a pas pu être lu&#xa0;; il a été gardé sous le nom {0} et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Bests, titles and charts count solo games only (a scoresheet kept alone counts as solo); games played by several are on the Table games tab.</source>
        <translation>Les records, les titres et les graphiques ne comptent que les parties solo (une feuille de score tenue seul compte comme solo)&#xa0;; les parties à plusieurs sont dans l’onglet Parties à plusieurs.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your records file was not a regular file; it was set aside as {0} and a fresh history was started.</source>
        <translation>Votre fichier de palmarès n’était pas un fichier ordinaire&#xa0;; il a été mis de côté sous le nom {0} et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These records were written by a newer version of Daydream: they are shown as they are, and no game is recorded until that version is used again.</source>
        <translation>Ce palmarès a été écrit par une version plus récente de Daydream&#xa0;: il est affiché tel quel, et aucune partie n’y est ajoutée tant que cette version n’est pas de nouveau utilisée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These records were written by a newer version of Daydream that this one cannot read; they are left untouched, and no game is recorded.</source>
        <translation>Ce palmarès a été écrit par une version plus récente de Daydream que celle-ci ne sait pas lire&#xa0;; il est laissé intact, et aucune partie n’y est ajoutée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your records folder cannot be written to ({0}): the records are shown, but no new game can be recorded.</source>
        <translation>Impossible d’écrire dans le dossier de votre palmarès ({0})&#xa0;: il est affiché, mais aucune nouvelle partie ne peut y être ajoutée.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) kept by an earlier version were taken back into your records.</source>
        <translation>
            <numerusform>%n partie gardée par une version antérieure a été reprise dans votre palmarès.</numerusform>
            <numerusform>%n parties gardées par une version antérieure ont été reprises dans votre palmarès.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+363"/>
        <source>Table games</source>
        <translation>Parties à plusieurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins and scores of each player in pass-and-play games and scoresheets kept at a table</source>
        <translation>Victoires et scores de chaque joueur dans les parties à tour de rôle et les feuilles de score tenues à plusieurs</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Show the games of which board</source>
        <translation>Plateau dont afficher les parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the games of which mode</source>
        <translation>Mode dont afficher les parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the games of which player</source>
        <translation>Joueur dont afficher les parties</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review the selected game</source>
        <translation>Analyser la partie sélectionnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review of the selected game: the points each player lost each turn (Shift+Enter)</source>
        <translation>L’analyse du coach pour la partie sélectionnée&#xa0;: les points perdus par chaque joueur à chaque tour (Maj+Entrée)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>Undo delete</source>
        <translation>Annuler la suppression</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the game you deleted back into your records (Ctrl+Z)</source>
        <translation>Remet dans votre palmarès la partie supprimée (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected game</source>
        <translation>Supprimer la partie sélectionnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected game from your records (Delete); Undo puts it back until you leave this page</source>
        <translation>Supprime la partie sélectionnée de votre palmarès (Suppr)&#xa0;; Annuler la remet tant que vous restez sur cette page</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+10"/>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The board the charts show</source>
        <translation>Le plateau que montrent les graphiques</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The records cannot be read just now; try again in a moment.</source>
        <translation>Le palmarès ne peut pas être lu pour l’instant&#xa0;; réessayez dans un moment.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n record(s) could not be read and are hidden.</source>
        <translation>
            <numerusform>%n partie du palmarès n’a pas pu être lue et est masquée.</numerusform>
            <numerusform>%n parties du palmarès n’ont pas pu être lues et sont masquées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{0} (bot)</source>
        <translation>{0} (bot)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <location line="+22"/>
        <location line="+22"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <location line="-25"/>
        <source>not played yet</source>
        <translation>pas encore joué</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+28"/>
        <source>best {0} · {1}</source>
        <translation>record {0} · {1}</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>{0} of {1} titles earned (solo games)</source>
        <translation>{0} titres obtenus sur {1} (parties solo)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No solo game on this board yet: bests and titles count solo games.</source>
        <translation>Pas encore de partie solo sur ce plateau&#xa0;: les records et les titres comptent les parties solo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Title of that best: {0}</source>
        <translation>Titre de ce record&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Games of {0}, oldest to newest</source>
        <translation>Parties de {0}, de la plus ancienne à la plus récente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games, oldest to newest</source>
        <translation>Parties, de la plus ancienne à la plus récente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score over time (line: running mean; dashed: best so far)</source>
        <translation>Score au fil des parties (trait&#xa0;: moyenne glissante&#xa0;; pointillés&#xa0;: meilleur score)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score over time (dashed: best so far)</source>
        <translation>Score au fil des parties (pointillés&#xa0;: meilleur score)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dream of the day · {0} · {1} · seed {2}</source>
        <translation>Rêve du jour · {0} · {1} · graine {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played today: best score {0}</source>
        <translation>Joué aujourd’hui&#xa0;: meilleur score {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not played yet today: everyone gets the same dice.</source>
        <translation>Pas encore joué aujourd’hui&#xa0;: tout le monde a les mêmes dés.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n day(s) in a row</source>
        <translation>
            <numerusform>%n jour d’affilée</numerusform>
            <numerusform>%n jours d’affilée</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days in a row on which you played the dream of the day</source>
        <translation>Jours d’affilée où vous avez joué le rêve du jour</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Daydream · dream of {0}</source>
        <translation>Daydream · rêve du {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1} points</source>
        <translation>{0}&#xa0;: {1} points</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The history was exported to {0}</source>
        <translation>L’historique a été exporté dans {0}</translation>
    </message>
    <message>
        <location line="-501"/>
        <location line="+463"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Items: {0} {1}/{2}</source>
        <comment>the marks of the items finished and left</comment>
        <translation>Objets&#xa0;: {0} {1}/{2}</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+17"/>
        <source>Export the history</source>
        <translation>Exporter l’historique</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The history could not be saved: {0}</source>
        <translation>L’historique n’a pas pu être enregistré&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="-91"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your decision right now.</source>
        <translation>Ce n’est pas à vous de décider pour le moment.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such seat at this table.</source>
        <translation>Ce joueur ne fait pas partie de cette table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the dice first.</source>
        <translation>Lancez d’abord les dés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice are already rolled for this turn.</source>
        <translation>Les dés sont déjà lancés pour ce tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice show values from 1 to 6.</source>
        <translation>Les dés montrent des valeurs de 1 à 6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a scoresheet the dice are typed in from the table.</source>
        <translation>En mode feuille de score, on saisit les dés lancés à la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this mode the app rolls the dice.</source>
        <translation>Dans ce mode, c’est l’application qui lance les dés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That die is already played this turn.</source>
        <translation>Ce dé est déjà joué ce tour-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are only two dice.</source>
        <translation>Il n’y a que deux dés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a cloud of the grid.</source>
        <translation>Ce n’est pas un nuage de la grille.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That cloud already holds a number.</source>
        <translation>Ce nuage contient déjà un chiffre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write next to a cloud that already holds a number.</source>
        <translation>Inscrivez le chiffre à côté d’un nuage déjà rempli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A written number must stay between 0 and 9.</source>
        <translation>Un chiffre inscrit doit rester entre 0 et 9.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no circled leaf left to colour.</source>
        <translation>Il ne vous reste aucune feuille entourée à colorier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may give up only one die per turn.</source>
        <translation>Vous ne pouvez renoncer qu’à un seul dé par tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both starting numbers must be written.</source>
        <translation>Les deux chiffres de départ doivent être inscrits.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First finish what your last move started.</source>
        <translation>Terminez d’abord ce que votre dernier coup a entraîné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no line to choose now.</source>
        <translation>Il n’y a pas de ligne à choisir pour le moment.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no stroke to draw.</source>
        <translation>Vous n’avez aucun trait à tracer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the stroke from the pen to the next node it may reach.</source>
        <translation>Tracez le trait depuis le feutre jusqu’au prochain point qu’il peut atteindre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bonus to choose now.</source>
        <translation>Il n’y a pas de bonus à choisir pour le moment.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the sun bonus or the leaf bonus.</source>
        <translation>Choisissez le bonus soleil ou le bonus feuille.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or give up both dice before confirming your turn.</source>
        <translation>Jouez vos deux dés (ou renoncez à l’un d’eux) avant de valider votre tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have already confirmed this turn.</source>
        <translation>Vous avez déjà validé ce tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a scoresheet of several players records what the others did.</source>
        <translation>Seule une feuille de score à plusieurs joueurs note ce que font les autres joueurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This combination has no frames.</source>
        <translation>Cette combinaison n’a pas de cadres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No reward of this frame family is left to take.</source>
        <translation>Il ne reste aucune récompense à prendre dans cette famille de cadres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is already recorded.</source>
        <translation>La fin de la partie est déjà notée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not an action of this game.</source>
        <translation>Cette action n’existe pas dans ce jeu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing of yours to undo this turn.</source>
        <translation>Vous n’avez rien à annuler ce tour-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no die to write right now.</source>
        <translation>Il n’y a aucun dé à inscrire pour le moment.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First choose which completed line to resolve.</source>
        <translation>Choisissez d’abord quelle ligne complétée résoudre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First choose the bonus of the item you finished.</source>
        <translation>Choisissez d’abord le bonus de l’objet que vous avez terminé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First draw your pending strokes on the shelf.</source>
        <translation>Tracez d’abord vos traits en attente sur l’étagère.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such frame family.</source>
        <translation>Cette famille de cadres n’existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other players&apos; frame rewards are recorded only on a scoresheet of several players.</source>
        <translation>Les récompenses de cadre des autres joueurs ne se notent que sur une feuille de score à plusieurs joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a scoresheet of several players records another player ending the game.</source>
        <translation>Seule une feuille de score à plusieurs joueurs note qu’un autre joueur a mis fin à la partie.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../daydream_qt/ui/window/replay_actions.py" line="+53"/>
        <source>Re&amp;play a game…</source>
        <translation>Revoir une &amp;partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a saved game turn by turn</source>
        <translation>Parcourir une partie enregistrée tour par tour</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Replay a saved game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daydream games (*.daydream)</source>
        <translation>Parties Daydream (*.daydream)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{0} cannot be replayed. {1}</source>
        <translation>Impossible de revoir {0}. {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot replay this file</source>
        <translation>Impossible de revoir ce fichier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot replay this game</source>
        <translation>Impossible de revoir cette partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot review this game</source>
        <translation>Impossible d’analyser cette partie</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This game is no longer in your records.</source>
        <translation>Cette partie n’est plus dans votre palmarès.</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <location filename="../../daydream_qt/ui/core/replay_controller.py" line="+100"/>
        <source>This is a replay: nothing can be written on it.</source>
        <translation>Cette partie est revue, pas jouée&#xa0;: rien ne peut y être écrit.</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/replay_page.py" line="+141"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to where the replay was opened from</source>
        <translation>Revenir là d’où la partie a été ouverte</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Whose sheet</source>
        <translation>Plateau de qui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review of this game</source>
        <translation>L’analyse de cette partie par le coach</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First turn (Home)</source>
        <translation>Premier tour (Début)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous turn (Left)</source>
        <translation>Tour précédent (Gauche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next turn (Right)</source>
        <translation>Tour suivant (Droite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last turn (End)</source>
        <translation>Dernier tour (Fin)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>‹ Decision</source>
        <translation>‹ Décision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One decision back (Shift+Left)</source>
        <translation>Une décision en arrière (Maj+Gauche)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision ›</source>
        <translation>Décision ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One decision on (Shift+Right)</source>
        <translation>Une décision en avant (Maj+Droite)</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Replay · {0} · seed {1}</source>
        <translation>Revoir · {0} · graine {1}</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Starting numbers</source>
        <translation>Chiffres de départ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn {0} of {1}</source>
        <translation>Tour {0} sur {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before the first dice</source>
        <translation>Avant les premiers dés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The turn played</source>
        <translation>Le tour joué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dice just rolled</source>
        <translation>Les dés viennent d’être lancés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision {0} of {1}</source>
        <translation>Décision {0} sur {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} · score at this moment: {1}</source>
        <translation>{0} · score à ce moment&#xa0;: {1}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Two plans for these dice</source>
        <translation>Deux plans pour ces dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: {0} ({1} points expected)</source>
        <translation>Joué&#xa0;: {0} ({1} points attendus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best: {0} ({1} points expected)</source>
        <translation>Meilleur&#xa0;: {0} ({1} points attendus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost: {0}</source>
        <translation>Points perdus&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} in row {1}, column {2}</source>
        <translation>{0} en rangée {1}, colonne {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gives up the {0}</source>
        <translation>abandonne le {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing written</source>
        <translation>rien d’écrit</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/review_page.py" line="+45"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whose review</source>
        <translation>Analyse de qui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game turn by turn</source>
        <translation>Parcourir la partie tour par tour</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review again</source>
        <translation>Relancer l’analyse</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Each turn, the plan played against the best plan the coach finds for the same dice, in the points the sheet can expect at the end. Click a bar to see that turn.</source>
        <translation>À chaque tour, le plan joué face au meilleur plan que le coach trouve pour les mêmes dés, en points que le plateau peut espérer à la fin. Cliquez sur une barre pour voir ce tour.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Points lost each turn</source>
        <translation>Points perdus à chaque tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The review appears here.</source>
        <translation>L’analyse s’affiche ici.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The three biggest mistakes</source>
        <translation>Les trois plus grosses erreurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No mistakes: every turn was as good as the best plan found.</source>
        <translation>Aucune erreur&#xa0;: chaque tour valait le meilleur plan trouvé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The coach&apos;s turns</source>
        <translation>Les tours vus par le coach</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose review is shown (S: the next player&apos;s)</source>
        <translation>Joueur dont l’analyse est affichée (S&#xa0;: le joueur suivant)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review · {0} · seed {1}</source>
        <translation>Analyse · {0} · graine {1}</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The coach is looking at every turn…</source>
        <translation>Le coach examine chaque tour…</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+4"/>
        <source>Turn {0} of {1} reviewed</source>
        <translation>Tour {0} sur {1} analysé</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The review was cancelled.</source>
        <translation>L’analyse a été annulée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The review could not be made for this game.</source>
        <translation>L’analyse de cette partie n’a pas pu être faite.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This game is long: the coach reviewed one turn in {0} of each seat ({1} of {2} turns), so that the review ends in about half a minute.</source>
        <translation>Cette partie est longue&#xa0;: le coach a analysé un tour sur {0} de chaque joueur ({1} tours sur {2}), pour que l’analyse se termine en une demi-minute environ.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{0} · score {1} · {2} points lost in all</source>
        <translation>{0} · score {1} · {2} points perdus en tout</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Starting numbers · dice {0} and {1}</source>
        <translation>Chiffres de départ · dés {0} et {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn {0} · dice {1} and {2}</source>
        <translation>Tour {0} · dés {1} et {2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost: {0}</source>
        <translation>Points perdus&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The best plan: {0}</source>
        <translation>Le meilleur plan&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The replay at this turn, with both plans drawn</source>
        <translation>La partie revue à ce tour, avec les deux plans dessinés</translation>
    </message>
</context>
<context>
    <name>RuleNews</name>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/base.py" line="+47"/>
        <source>, </source>
        <comment>joins names in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} and {1}</source>
        <comment>joins the last name of a list</comment>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="+48"/>
        <source>The first stroke on the {0} crossed out the {1} of the {2}.</source>
        <translation>Le premier trait sur le {0} a barré le {1} des {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first stroke on the {0} crossed out the {1} of the {2}: nothing is left to win in the frames.</source>
        <translation>Le premier trait sur le {0} a barré le {1} des {2}&#xa0;: il n’y a plus rien à gagner dans les cadres.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>row {0}, column {1}</source>
        <translation>rangée {0}, colonne {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} or {1}</source>
        <translation>{0} ou {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writing {0} at {1} draws strokes onto the {2}: its first stroke crosses out the {3} of the {4}.</source>
        <translation>Écrire {0} en {1} fait tracer des traits sur le {2}&#xa0;: le premier barre le {3} des {4}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing {0} where it completes a line draws strokes onto the {1}: its first stroke crosses out the {2} of the {3}.</source>
        <translation>Écrire {0} là où il complète une ligne fait tracer des traits sur le {1}&#xa0;: le premier barre le {2} des {3}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your next stroke is the first on the {0}: it crosses out the {1} of the {2}.</source>
        <translation>Votre prochain trait est le premier sur le {0}&#xa0;: il barrera le {1} des {2}.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="-16"/>
        <source>Two equal moons in a row: the garland&apos;s reward circles a leaf for you.</source>
        <translation>Deux lunes égales à la suite&#xa0;: la récompense de la guirlande vous fait entourer une feuille.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two equal moons in a row: the garland&apos;s reward of {0} is circled.</source>
        <translation>Deux lunes égales à la suite&#xa0;: la récompense de {0} de la guirlande est entourée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The garland is full: numbers on moons are no longer copied, so nothing more can be won on it.</source>
        <translation>La guirlande est pleine&#xa0;: les nombres des lunes ne sont plus recopiés, il n’y a donc plus rien à y gagner.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/core/rule_news.py" line="+39"/>
        <source>You drew a thorn for the die given up: a second one will cost you a finished item.</source>
        <translation>Vous avez dessiné une épine pour le dé auquel vous avez renoncé&#xa0;: une deuxième vous coûtera un objet terminé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drew a thorn for the die given up ({0} in all): the next one will cost you one more finished item.</source>
        <translation>Vous avez dessiné une épine pour le dé auquel vous avez renoncé ({0} en tout)&#xa0;: la prochaine vous coûtera un objet terminé de plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drew a second thorn: your two thorns cost you one finished item.</source>
        <translation>Vous avez dessiné une deuxième épine&#xa0;: vos deux épines vous coûtent un objet terminé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew a thorn for the die given up ({0} in all): your thorns now cost you {1} finished items.</source>
        <translation>Vous avez dessiné une épine pour le dé auquel vous avez renoncé ({0} en tout)&#xa0;: vos épines vous coûtent maintenant {1} objets terminés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is crossed out: a number repeats, so it gives no strokes.</source>
        <translation>{0} est barrée&#xa0;: un nombre se répète, elle ne donne donc aucun trait.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The stroke left over is lost.</source>
        <translation>Le trait restant est perdu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {0} strokes left over are lost.</source>
        <translation>Les {0} traits restants sont perdus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every item is finished: the stroke left over is lost.</source>
        <translation>Tous les objets sont terminés&#xa0;: le trait restant est perdu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every item is finished: the {0} strokes left over are lost.</source>
        <translation>Tous les objets sont terminés&#xa0;: les {0} traits restants sont perdus.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You recorded that the game ends: this turn is the last one.</source>
        <translation>Vous avez noté la fin de la partie&#xa0;: ce tour est le dernier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} filled every cloud: this turn is the game&apos;s last one.</source>
        <translation>{0} a rempli tous ses nuages&#xa0;: ce tour est le dernier de la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} finished every item: this turn is the game&apos;s last one.</source>
        <translation>{0} a terminé tous ses objets&#xa0;: ce tour est le dernier de la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your grid is full: this is the last turn, the game ends when you confirm it.</source>
        <translation>Votre grille est pleine&#xa0;: c’est le dernier tour, la partie se termine quand vous le validez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your grid is full: this turn is the game&apos;s last one.</source>
        <translation>Votre grille est pleine&#xa0;: ce tour est le dernier de la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every item is finished: this is the last turn, the game ends when you confirm it.</source>
        <translation>Tous les objets sont terminés&#xa0;: c’est le dernier tour, la partie se termine quand vous le validez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You finished every item: this turn is the game&apos;s last one.</source>
        <translation>Vous avez terminé tous vos objets&#xa0;: ce tour est le dernier de la partie.</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+26"/>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Greedy bot</source>
        <translation type="vanished">Bot glouton</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation type="vanished">Bot expert</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A bot plays its own turn, a moment after the previous seat</source>
        <translation>Un bot joue son tour tout seul, un instant après le joueur précédent</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Name of seat {0}</source>
        <translation>Nom du joueur {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat {0}</source>
        <translation>Qui joue à la place {0}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/seats_panel.py" line="+51"/>
        <source>Sheets</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One tab per player; any sheet can be looked at</source>
        <translation>Un onglet par joueur&#xa0;; chaque plateau peut être consulté</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation type="vanished"> (bot)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source> ({0})</source>
        <translation> ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is playing</source>
        <translation>C’est au tour de {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has confirmed this turn</source>
        <translation>{0} a validé ce tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} plays later this turn</source>
        <translation>{0} jouera plus tard dans ce tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s sheet: {1}</source>
        <translation>Plateau de {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are looking at {0}&apos;s sheet: it cannot be changed from here.</source>
        <translation>Vous regardez le plateau de {0}&#xa0;: il ne peut pas être modifié d’ici.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/settings_dialog.py" line="+31"/>
        <location line="+6"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw strokes for me</source>
        <translation>Tracer les traits pour moi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pending strokes are drawn on the shelf one by one, without dragging them.</source>
        <translation>Les traits en attente sont tracés un à un sur l’étagère, sans avoir à les faire glisser.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show where the die may go</source>
        <translation>Montrer où le dé peut être inscrit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The clouds where the selected die may be written glow.</source>
        <translation>Les nuages où le dé choisi peut être inscrit s’illuminent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach&apos;s hints at a pass-and-play table</source>
        <translation>Conseils du coach en partie à plusieurs sur un appareil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn it off for a game where nobody is helped.</source>
        <translation>Désactivez-les pour une partie où personne n’est aidé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language, theme and ink</source>
        <translation>Langue, thème et feutre</translation>
    </message>
    <message>
        <source>Language and ink</source>
        <translation type="vanished">Langue et couleur du feutre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The marker of your sheet in solo and scoresheet games, from your next game on; in pass-and-play each seat picks its own.</source>
        <translation>Le feutre de votre plateau en solo et en mode feuille de score, à partir de votre prochaine partie&#xa0;; à tour de rôle, chaque joueur choisit le sien.</translation>
    </message>
    <message>
        <source>The marker of your sheet in solo and scoresheet games; in pass-and-play each seat picks its own.</source>
        <translation type="vanished">Le feutre de votre plateau en solo et en mode feuille de score&#xa0;; à tour de rôle, chaque joueur choisit le sien.</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+23"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Every text of the window and the board; the board zooms on the part you play when it needs to.</source>
        <translation>Tous les textes de la fenêtre et du plateau&#xa0;; le plateau zoome sur la partie où vous jouez quand il le faut.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your ink</source>
        <translation>Votre feutre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The new language is used from the next start.</source>
        <translation type="vanished">La nouvelle langue s’appliquera au prochain démarrage.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Board names, titles and every sentence follow it.</source>
        <translation>Les noms des combinaisons, les titres et tous les textes suivent ce choix.</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+23"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass-and-play</source>
        <translation>À tour de rôle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoresheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>You play alone: the app rolls the dice, thorns count and your score earns a title.</source>
        <translation>Vous jouez en solo&#xa0;: l’application lance les dés, les épines comptent et votre score vous vaut un titre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>2 to 5 players share this device. One roll per turn; each seat writes on its own sheet, then hands the device to the next.</source>
        <translation>De 2 à 5 joueurs se partagent cet appareil. Un seul lancer par tour&#xa0;; chacun inscrit ses chiffres sur son propre plateau, puis passe l’appareil au suivant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play with real dice at a table: type in the two values rolled, and record when another player takes a frame reward or ends the game.</source>
        <translation>Vous jouez autour d’une table avec de vrais dés&#xa0;: saisissez les deux valeurs obtenues, et notez quand un autre joueur prend une récompense de cadre ou met fin à la partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players at the table</source>
        <translation>Joueurs à la table</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — swap with {1}</source>
        <translation>{0} — échanger avec {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} — too like the ink of {1}</source>
        <translation>{0} — trop proche du feutre de {1}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A table of one plays by the solo rules: thorns and the title table apply.</source>
        <translation>Seul à la table, on suit les règles du mode solo&#xa0;: les épines et le tableau des titres s’appliquent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No thorns and no title; the frames race and the end of the game are shared.</source>
        <translation>Ni épines ni titre&#xa0;; la course aux cadres et la fin de partie sont communes à tous.</translation>
    </message>
</context>
<context>
    <name>SheetExport</name>
    <message>
        <location filename="../../daydream_qt/ui/board/export.py" line="+148"/>
        <source>{0} so far</source>
        <translation>{0} pour l’instant</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A picture of {0} × {1} pixels is too large to make here; a smaller width will do.</source>
        <translation>Une image de {0} × {1} pixels est trop grande pour être créée ici&#xa0;; choisissez une largeur plus petite.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The picture could not be encoded as PNG.</source>
        <translation>L’image n’a pas pu être encodée en PNG.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/shortcuts_dialog.py" line="+42"/>
        <location line="+42"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="vanished">Touches</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation type="vanished">Ce qu’elles font</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close Keyboard shortcuts</source>
        <translation>Fermer Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/standings.py" line="+40"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Record</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{0} (bot)</source>
        <translation>{0} (bot)</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location line="+37"/>
        <source>Pass-and-play games and scoresheets kept at a table of several, bots&apos; seats included. A tie is a shared win: every player tied at the top counts the game as won.</source>
        <translation>Les parties à tour de rôle et les feuilles de score tenues à une table de plusieurs joueurs, places des bots comprises. Une égalité est une victoire partagée&#xa0;: chaque joueur à égalité en tête compte la partie comme gagnée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Board of the table games</source>
        <translation>Plateau des parties à plusieurs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wins of each player in the table games</source>
        <translation>Victoires de chaque joueur dans les parties à plusieurs</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No game played by several on this board yet: pass-and-play games and scoresheets kept at a table are counted here.</source>
        <translation>Pas encore de partie à plusieurs sur ce plateau&#xa0;: les parties à tour de rôle et les feuilles de score tenues à une table sont comptées ici.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/start_page.py" line="+141"/>
        <source>Start page</source>
        <translation>Page d’accueil</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Start</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daydream</source>
        <translation>Daydream</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll two dice, write them in the clouds, and let your lines draw little things on the shelf.</source>
        <translation>Lancez deux dés, inscrivez-les dans les nuages, et laissez vos lignes dessiner de petits objets sur l’étagère.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dream of the day</source>
        <translation>Rêve du jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s board and dice, the same for everyone</source>
        <translation>Le plateau et les dés du jour, les mêmes pour tout le monde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records</source>
        <translation>Palmarès</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your finished games, bests and titles</source>
        <translation>Vos parties terminées, vos records et vos titres</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1. Each turn two dice are rolled; write each value in an empty cloud next to one already filled (leaves change a die by one; or give a die up).</source>
        <translation>1. À chaque tour, deux dés sont lancés&#xa0;; inscrivez chaque valeur dans un nuage vide voisin d’un nuage déjà rempli (les feuilles modifient un dé de 1&#xa0;; vous pouvez aussi renoncer à un dé).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. When a line of clouds is full, all-different numbers earn dot strokes and a run like 2-3-4-5 earns sun strokes.</source>
        <translation>2. Quand une ligne de nuages est remplie, des chiffres tous différents rapportent des traits de point, et une suite comme 2-3-4-5 (ligne parfaite) des traits de soleil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. Drag the strokes on the shelf to draw its items: every finished item is a point. The game ends when the grid is full or the shelf is drawn.</source>
        <translation>3. Faites glisser les traits sur l’étagère pour dessiner ses objets&#xa0;: chaque objet terminé vaut un point. La partie s’achève quand la grille est pleine ou l’étagère entièrement dessinée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>The game you left: %1</source>
        <translation>La partie laissée en cours&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../daydream_qt/ui/core/status.py" line="+186"/>
        <source>Start a new game, or continue the one you left.</source>
        <translation>Commencez une nouvelle partie ou reprenez celle que vous avez laissée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Type in the two dice the table rolled for the starting numbers, then Record.</source>
        <translation>Saisissez les deux dés lancés à la table pour les chiffres de départ, puis cliquez sur «&#xa0;Noter les dés&#xa0;».</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Type in the two dice the table rolled, then Record.</source>
        <translation>Saisissez les deux dés lancés à la table, puis cliquez sur «&#xa0;Noter les dés&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the dice for your two starting numbers.</source>
        <translation>Lancez les dés pour vos deux chiffres de départ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the dice.</source>
        <translation>Lancez les dés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You completed two lines at once: choose which line to resolve first.</source>
        <translation>Vous avez complété deux lignes d’un coup&#xa0;: choisissez celle à résoudre en premier.</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>You finished an item with a bonus: choose one extra sun stroke or one more leaf.</source>
        <translation>Vous avez terminé un objet avec un bonus&#xa0;: choisissez un trait de soleil supplémentaire ou une feuille de plus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Draw your sun stroke on the %1: drag from the pen to the next sun.</source>
        <translation>Tracez votre trait de soleil sur l’objet «&#xa0;%1&#xa0;»&#xa0;: glissez du feutre jusqu’au soleil suivant.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Draw your %n pending sun strokes on the %1: drag from the pen to the next sun.</source>
        <translation>
            <numerusform>Tracez %n trait de soleil en attente sur l’objet «&#xa0;%1&#xa0;»&#xa0;: glissez du feutre jusqu’au soleil suivant.</numerusform>
            <numerusform>Tracez vos %n traits de soleil en attente sur l’objet «&#xa0;%1&#xa0;»&#xa0;: glissez du feutre jusqu’au soleil suivant.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw your dot stroke on the %1: drag from the pen to the next node.</source>
        <translation>Tracez votre trait de point sur l’objet «&#xa0;%1&#xa0;»&#xa0;: glissez du feutre jusqu’au point suivant.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Draw your %n pending dot strokes on the %1: drag from the pen to the next node.</source>
        <translation>
            <numerusform>Tracez %n trait de point en attente sur l’objet «&#xa0;%1&#xa0;»&#xa0;: glissez du feutre jusqu’au point suivant.</numerusform>
            <numerusform>Tracez vos %n traits de point en attente sur l’objet «&#xa0;%1&#xa0;»&#xa0;: glissez du feutre jusqu’au point suivant.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Write your two starting numbers in any empty clouds: click a cloud to write die %1 (%2).</source>
        <translation>Inscrivez vos deux chiffres de départ dans les nuages vides de votre choix&#xa0;: cliquez sur un nuage pour y inscrire le dé %1 (%2).</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>Write your other starting number (%1) in any empty cloud.</source>
        <translation>Inscrivez votre autre chiffre de départ (%1) dans le nuage vide de votre choix.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write die %1 (value %2) next to a filled cloud.</source>
        <translation>Inscrivez le dé %1 (valeur %2) à côté d’un nuage déjà rempli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write die %1 (value %2) next to a filled cloud, or give it up.</source>
        <translation>Inscrivez le dé %1 (valeur %2) à côté d’un nuage déjà rempli, ou renoncez-y.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both dice are played: confirm your turn.</source>
        <translation>Les deux dés sont joués&#xa0;: validez votre tour.</translation>
    </message>
</context>
<context>
    <name>TableFlow</name>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="-85"/>
        <source>you took the {0} of the {1}</source>
        <translation>vous avez pris la récompense {0} ({1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} took the {1} of the {2}</source>
        <translation>{0} a pris la récompense {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/core/turn_news.py" line="+45"/>
        <source>{0}; {1}</source>
        <comment>joins two clauses of the turn news</comment>
        <translation>{0}&#xa0;; {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}.</source>
        <comment>ends the sentence of the turn news</comment>
        <translation>{0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of turn {0}: {1}</source>
        <translation>Fin du tour {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/core/table_flow.py" line="+144"/>
        <source>{0} is playing; wait for your turn.</source>
        <translation>C’est au tour de {0}&#xa0;; attendez le vôtre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pass the device to {0} first.</source>
        <translation>Passez d’abord l’appareil à {0}.</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/table_panel.py" line="+36"/>
        <source>The others at the table</source>
        <translation>Les autres joueurs à la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another player took a frame reward:</source>
        <translation>Un autre joueur a pris un cadre&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the frame family…</source>
        <translation>Choisir la famille de cadres…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+58"/>
        <source>Another player ended the game</source>
        <translation>Un autre joueur a mis fin à la partie</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The game ends when this turn ends</source>
        <translation>La partie s’arrête à la fin de ce tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo: the game goes on</source>
        <translation>Annuler&#xa0;: la partie continue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back “Another player ended the game”</source>
        <translation>Revenir sur «&#xa0;Un autre joueur a mis fin à la partie&#xa0;»</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Recorded: another player completed the {0} and takes its {1} when this turn ends.</source>
        <translation>Noté&#xa0;: un autre joueur a complété les {0} et prend leur récompense de {1} à la fin de ce tour.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Did another player end the game? Your game then ends with this turn: you finish this turn, and your score is counted.</source>
        <translation>Un autre joueur a-t-il mis fin à la partie&#xa0;? Votre partie s’achève alors avec ce tour&#xa0;: vous finissez ce tour, puis votre score est compté.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recorded: another player ended the game; it ends with this turn. Undo takes it back.</source>
        <translation>Noté&#xa0;: un autre joueur a mis fin à la partie&#xa0;; elle s’achève avec ce tour. Annuler revient dessus.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Taken back: the game goes on.</source>
        <translation>Annulé&#xa0;: la partie continue.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>, </source>
        <comment>between the frame family names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recorded this turn: {0}.</source>
        <translation>Noté pendant ce tour&#xa0;: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another player ended the game: it ends with this turn.</source>
        <translation>Un autre joueur a mis fin à la partie&#xa0;: elle s’achève avec ce tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These open once the dice of the turn are recorded.</source>
        <translation>Ces boutons s’activent une fois les dés du tour notés.</translation>
    </message>
</context>
<context>
    <name>TableRankingCard</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/table_ranking.py" line="+50"/>
        <source>The table&apos;s ranking</source>
        <translation>Le classement de la table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type each player&apos;s total. If totals tie, the most strokes on the unfinished item wins, so type those too.</source>
        <translation>Saisissez le total de chaque joueur. En cas d’égalité, le plus de traits sur l’objet inachevé l’emporte&#xa0;: saisissez-les aussi.</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+88"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Strokes</source>
        <translation>Traits</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Name of player {0}</source>
        <translation>Nom du joueur {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total of player {0}</source>
        <translation>Total du joueur {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strokes on the unfinished item of player {0}</source>
        <translation>Traits du joueur {0} sur l’objet inachevé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strokes on their unfinished item: they decide a tie</source>
        <translation>Traits sur son objet inachevé&#xa0;: ils départagent une égalité</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{0} on the item</source>
        <translation>{0} sur l’objet</translation>
    </message>
</context>
<context>
    <name>TitleCell</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/records_page.py" line="-595"/>
        <source>{0} ({1} and up)</source>
        <translation>{0} ({1} et plus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>earned {0}</source>
        <translation>obtenu le {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earned %1 times</source>
        <translation>Obtenu %1 fois</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/tour.py" line="+90"/>
        <source>Tour</source>
        <translation>Visite guidée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+67"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Skip the tour</source>
        <translation>Passer la visite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous step of the tour</source>
        <translation>Étape précédente de la visite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step of the tour</source>
        <translation>Étape suivante de la visite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the tour</source>
        <translation>Terminer la visite</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
</context>
<context>
    <name>YourBoards</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/dialogs/your_boards.py" line="+69"/>
        <source>A draft: %n problem(s) to fix in the board editor first.</source>
        <translation>
            <numerusform>Un brouillon&#xa0;: %n problème à régler d’abord dans l’éditeur de plateau.</numerusform>
            <numerusform>Un brouillon&#xa0;: %n problèmes à régler d’abord dans l’éditeur de plateau.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your boards</source>
        <translation>Vos plateaux</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Boards you make with File › New board; drafts with problems cannot be played yet.</source>
        <translation>Les plateaux que vous créez avec Fichier › Nouveau plateau&#xa0;; les brouillons qui ont des problèmes ne peuvent pas encore être joués.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the chosen one of your boards another name</source>
        <translation>Donner un autre nom au plateau choisi parmi vos plateaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the chosen one of your boards out of the list (you are asked first)</source>
        <translation>Retirer de la liste le plateau choisi (une confirmation est demandée)</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Board:</source>
        <translation>Plateau&#xa0;:</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+21"/>
        <source>Rename the board</source>
        <translation>Renommer le plateau</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+30"/>
        <source>Delete the board</source>
        <translation>Supprimer le plateau</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Delete “{}” from your boards? Its file is moved to the folder “deleted” of your boards folder, where it can be taken back.</source>
        <translation>Supprimer «&#xa0;{}&#xa0;» de vos plateaux&#xa0;? Son fichier est déplacé dans le dossier «&#xa0;deleted&#xa0;» du dossier de vos plateaux, d’où il peut être récupéré.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Renamed “{}”.</source>
        <translation>Renommé en «&#xa0;{}&#xa0;».</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deleted “{}”; its file is in {}.</source>
        <translation>«&#xa0;{}&#xa0;» supprimé&#xa0;; son fichier est dans {}.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>“{}” ({}) cannot be played: its file is no longer in your boards folder.</source>
        <translation>«&#xa0;{}&#xa0;» ({}) ne peut pas être joué&#xa0;: son fichier n’est plus dans le dossier de vos plateaux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{}” ({}) cannot be played: {}</source>
        <translation>«&#xa0;{}&#xa0;» ({}) ne peut pas être joué&#xa0;: {}</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/charts.py" line="+82"/>
        <source>{0} ({1}+)</source>
        <comment>a title band in a chart&apos;s legend: its title, the score it starts at</comment>
        <translation>{0} ({1}+)</translation>
    </message>
</context>
<context>
    <name>gp</name>
    <message>
        <source>Game</source>
        <translation type="vanished">Partie</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation type="vanished">Ce qu’il faut faire maintenant</translation>
    </message>
</context>
</TS>
