<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="+98"/>
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
    <name>BoardExplain</name>
    <message>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+58"/>
        <source>{0} point</source>
        <translation>{0} point</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} points</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+41"/>
        <location line="+41"/>
        <source>{0}: {1} of {2} clouds filled.</source>
        <translation>{0}&#xa0;: {1} nuages remplis sur {2}.</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>A number repeats: it will be crossed out.</source>
        <translation>Un nombre se répète&#xa0;: elle sera barrée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different: circles its dot ({0} dot strokes). Counting up or down by one: circles its sun ({0} sun strokes).</source>
        <translation>Tous différents&#xa0;: son point est entouré ({0} traits de point). Une suite qui monte ou descend de un en un&#xa0;: son soleil est entouré ({0} traits de soleil).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Row {0}, column {1}</source>
        <translation>Rangée {0}, colonne {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No line passes through this cloud.</source>
        <translation>Aucune ligne ne passe par ce nuage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Star: the number written moves the constellation pen as many points.</source>
        <translation>Étoile&#xa0;: le nombre écrit fait avancer le crayon de la constellation d’autant de points.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Star: the number is copied to polaroid {0}.</source>
        <translation>Étoile&#xa0;: le nombre est recopié sur le polaroïd {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moon: the number is copied to polaroid {0}.</source>
        <translation>Lune&#xa0;: le nombre est recopié sur le polaroïd {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moon: the number is copied to the next moon of the garland.</source>
        <translation>Lune&#xa0;: le nombre est recopié sur la lune suivante de la guirlande.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moon: the garland is full, the number is not copied.</source>
        <translation>Lune&#xa0;: la guirlande est pleine, le nombre n’est pas recopié.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Note: the same number as the clouds it touches colours a head.</source>
        <translation>Note&#xa0;: le même nombre que les nuages qu’elle touche colorie une tête.</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <source>Clouds touching a note holding the same number colour its head; every head scores.</source>
        <translation>Les nuages d’une note qui portent le même nombre colorient sa tête&#xa0;; chaque tête rapporte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads coloured: {0} ({1}).</source>
        <translation>Têtes coloriées&#xa0;: {0} ({1}).</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>A number on a moon cloud goes to the next moon; two equal moons in a row circle the reward between them.</source>
        <translation>Un nombre écrit sur un nuage lune va sur la lune suivante de la guirlande&#xa0;; deux lunes égales à la suite entourent la récompense entre elles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards circled so far: {0} ({1}).</source>
        <translation>Récompenses entourées&#xa0;: {0} ({1}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fill every cloud of a family: the first takes its 5, the second its 2.</source>
        <translation>Remplissez tous les nuages d’une famille&#xa0;: le premier prend son 5, le deuxième son 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Families completed: {0} of {1} ({2}).</source>
        <translation>Familles complétées&#xa0;: {0} sur {1} ({2}).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reward taken: {0}.</source>
        <translation>Récompense prise&#xa0;: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} more to fill for the best reward still open.</source>
        <translation>Encore {0} à remplir pour la meilleure récompense encore libre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finished items: {0}</source>
        <translation>Objets terminés&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thorns: {0}, minus {1}</source>
        <translation>Épines&#xa0;: {0}, moins {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total: {0}</source>
        <translation>Total&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Title: {0}</source>
        <translation>Titre&#xa0;: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../daydream_qt/ui/board/interactions.py" line="+140"/>
        <source>Trace from the glowing pen to the glowing node.</source>
        <translation>Tracez depuis le feutre lumineux jusqu’au point lumineux.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Trace from the glowing pen to the glowing sun.</source>
        <translation>Tracez depuis le feutre lumineux jusqu’au soleil lumineux.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trace from the glowing pen to the glowing dot.</source>
        <translation>Tracez depuis le feutre lumineux jusqu’au point lumineux.</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/footer.py" line="+63"/>
        <source>Thorns: every two cost one item (solo)</source>
        <translation>Épines&#xa0;: chaque paire coûte un objet (solo)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/shelf.py" line="+211"/>
        <source>Bonus: one extra sun stroke</source>
        <translation>Bonus&#xa0;: un trait de plus jusqu’au soleil suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus: circle the next leaf</source>
        <translation>Bonus&#xa0;: entourer la feuille suivante</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../daydream_qt/ui/board/view.py" line="+282"/>
        <source>Press 1 or 2 to choose which line to resolve first.</source>
        <translation>Appuyez sur 1 ou 2 pour choisir la ligne à résoudre en premier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press S for the sun bonus or L for the leaf bonus.</source>
        <translation>Appuyez sur S pour le bonus soleil ou sur L pour le bonus feuille.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No die left to play shows {0}.</source>
        <translation>Aucun dé encore à jouer ne montre un {0}.</translation>
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
        <translation>laisse la feuille avec le meilleur score attendu</translation>
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
</context>
<context>
    <name>CombinationCard</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_game.py" line="+71"/>
        <source>no module: the plain game</source>
        <translation>sans module&#xa0;: le jeu de base</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_entry.py" line="+38"/>
        <source>Type the value of die {0}: a number from 1 to 6.</source>
        <translation>Saisissez la valeur du dé {0}&#xa0;: un nombre de 1 à 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Die {0} cannot show “{1}”: a die shows 1 to 6.</source>
        <translation>Le dé {0} ne peut pas montrer «&#xa0;{1}&#xa0;»&#xa0;: un dé va de 1 à 6.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dice rolled at the table</source>
        <translation>Dés lancés à la table</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Die {0}</source>
        <translation>Dé {0}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Record the dice</source>
        <translation>Noter les dés</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+180"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+117"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Ask the coach for a plan for these dice (H)</source>
        <translation>Demander au coach un plan pour ces dés (H)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+137"/>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>Roll both dice (Space or R)</source>
        <translation>Lancer les deux dés (Espace ou R)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Leaves</source>
        <translation>Feuilles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Colour a circled leaf to lower the die by 1</source>
        <translation>Colorier une feuille entourée pour baisser le dé de 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour a circled leaf to raise the die by 1</source>
        <translation>Colorier une feuille entourée pour augmenter le dé de 1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Give up this die</source>
        <translation>Renoncer à ce dé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instead of writing it, circle the next leaf; in solo you also draw a thorn (every two thorns cost one item). At most one die per turn.</source>
        <translation>Au lieu d’inscrire ce dé, entourez la feuille suivante&#xa0;; en solo, dessinez aussi une épine (chaque paire d’épines coûte un objet). Un seul dé par tour au maximum.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+66"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Roll the starting dice</source>
        <translation>Lancer les dés de départ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 circled leaves to spend</source>
        <translation>%1 feuilles entourées à utiliser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 circled leaf to spend</source>
        <translation>%1 feuille entourée à utiliser</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Die %1 is written as %2</source>
        <translation>Le dé %1 sera inscrit comme un %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 leaves</source>
        <translation>%1 feuilles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 leaf</source>
        <translation>%1 feuille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2, colours %3</source>
        <translation>%1 → %2, en coloriant %3</translation>
    </message>
    <message numerus="yes">
        <source>%n circled leaf/leaves to spend</source>
        <translation>
            <numerusform>%n feuille entourée à utiliser</numerusform>
            <numerusform>%n feuilles entourées à utiliser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <location line="-255"/>
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
    <name>EndScreen</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/end_screen.py" line="+88"/>
        <source>The dream is over</source>
        <translation>Le rêve s’achève</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your title</source>
        <translation>Votre titre</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+98"/>
        <source>%1 · seed %2 · %3 turns</source>
        <translation>%1 · graine %2 · %3 tours</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 · seed %2 · %3 turn</source>
        <translation>%1 · graine %2 · %3 tour</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Finished items (%1 of %2)</source>
        <translation>Objets terminés (%1 sur %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thorns: %1 (one item lost per two)</source>
        <translation>Épines&#xa0;: %1 (un objet de moins par paire)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · seed %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · graine %2 · %n tour</numerusform>
            <numerusform>%1 · graine %2 · %n tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../../daydream_qt/ui/window/file_actions.py" line="+176"/>
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
        <location line="+27"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear the list</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Daydream</source>
        <translation>Daydream</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Untitled game</source>
        <translation>Partie sans titre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}[*] — Daydream</source>
        <translation>{0}[*] — Daydream</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep this game?</source>
        <translation>Garder cette partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress is not saved in a file. Save it before it is replaced?</source>
        <translation>La partie en cours n’est enregistrée dans aucun fichier. L’enregistrer avant de la remplacer&#xa0;?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Daydream games (*.daydream)</source>
        <translation>Parties Daydream (*.daydream)</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Cannot open this file</source>
        <translation>Impossible d’ouvrir ce fichier</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+62"/>
        <source>Save this game</source>
        <translation>Enregistrer cette partie</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+22"/>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <location line="-277"/>
        <location line="+329"/>
        <source>The folder {0} cannot be written to.</source>
        <translation>Impossible d’écrire dans le dossier {0}.</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Too many Daydream windows are open at once.</source>
        <translation>Trop de fenêtres Daydream sont ouvertes à la fois.</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>{0} is a link to {1}. Save into {1}?</source>
        <translation>{0} est un lien vers {1}. Enregistrer dans {1}&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is read-only. Replace it anyway?</source>
        <translation>{0} est en lecture seule. Le remplacer quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The game is not being autosaved: {0} It is kept while the app is open; Save As can put it elsewhere.</source>
        <translation>La partie n’est pas enregistrée automatiquement&#xa0;: {0} Elle est conservée tant que l’application reste ouverte&#xa0;; «&#xa0;Enregistrer sous&#xa0;» permet de la placer ailleurs.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../daydream_qt/ui/core/controller.py" line="+90"/>
        <source>This is {0}&apos;s sheet: you can look at it, not write on it.</source>
        <translation>C’est le plateau de {0}&#xa0;: vous pouvez le regarder, mais pas y écrire.</translation>
    </message>
    <message>
        <location line="+131"/>
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
        <location filename="../../daydream_qt/ui/pages/game_page.py" line="+90"/>
        <source>Draw strokes for me</source>
        <translation>Tracer les traits pour moi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending strokes are drawn on the shelf automatically</source>
        <translation>Les traits en attente sont tracés automatiquement sur l’étagère</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back to the results</source>
        <translation>Retour aux résultats</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reminders…</source>
        <translation>Aide-mémoire…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules of this game in a few lines (Help menu)</source>
        <translation>Les règles de cette partie en quelques lignes (menu Aide)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Reminders</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>A full line of all-different numbers circles its dot: one dot stroke per cloud.</source>
        <translation>Ligne complète aux chiffres tous différents&#xa0;: son point est entouré, un trait de point à point par case.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full line that counts up or down by one (2-3-4-5) circles its sun: one sun stroke per cloud.</source>
        <translation>Ligne parfaite, aux chiffres qui se suivent (2-3-4-5)&#xa0;: son soleil est entouré, un trait de soleil à soleil par case.</translation>
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
        <location line="+3"/>
        <source>Giving up a die circles a leaf and draws a thorn: two thorns cost one item.</source>
        <translation>Renoncer à un dé entoure une feuille et dessine une épine&#xa0;: 2 épines = 1 objet de moins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giving up a die circles a leaf.</source>
        <translation>Renoncer à un dé entoure une feuille.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A number written on a star draws that many strokes of the constellation.</source>
        <translation>Un chiffre écrit sur une étoile trace autant de traits de la constellation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A note&apos;s head is coloured when the clouds it touches hold the same number.</source>
        <translation>La tête d’une note est coloriée quand les cases qu’elle touche ont le même chiffre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number written in a star or moon cloud is copied to its polaroid.</source>
        <translation>Un chiffre écrit dans une case étoile ou lune est recopié sur son polaroid.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number written on a moon hangs on the garland; two equal moons in a row win its reward.</source>
        <translation>Un chiffre écrit sur une lune rejoint la guirlande&#xa0;; deux lunes égales à la suite gagnent leur récompense.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filling every cloud of a frame family takes its best reward still free.</source>
        <translation>Remplir toutes les cases d’une famille de cadres prend sa meilleure récompense encore libre.</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/handover.py" line="+65"/>
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
    <name>HintCard</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/hint_card.py" line="+20"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The marked clouds show the plan: nothing is written until you play.</source>
        <translation>Les nuages marqués montrent le plan&#xa0;: rien n’est inscrit tant que vous ne jouez pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play it</source>
        <translation>Le jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the suggested moves; you still confirm the turn</source>
        <translation>Jouer les coups proposés&#xa0;; vous confirmez ensuite le tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Ignorer</translation>
    </message>
</context>
<context>
    <name>Ink</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/ink.py" line="+15"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Violet</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teal</source>
        <translation>Bleu canard</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+61"/>
        <source>Marker colour: {0}</source>
        <translation>Couleur du feutre&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+91"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Reminders</source>
        <translation>&amp;Aide-mémoire</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location line="+33"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot continue</source>
        <translation>Impossible de reprendre la partie</translation>
    </message>
    <message>
        <location line="+80"/>
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
        <location line="+129"/>
        <source>%1 · %2 plays</source>
        <translation>%1 · au tour de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location line="-5"/>
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
    <name>NewGameDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_game.py" line="+67"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a combination</source>
        <translation>Choisissez une combinaison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board folds into eight combinations of its panels; each plays differently. Easy ones are the best start.</source>
        <translation>Le plateau se plie en huit combinaisons de ses volets&#xa0;; chacune se joue différemment. Les plus faciles sont idéales pour débuter.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dream of the day</source>
        <translation>Rêve du jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s seed: everyone who plays it gets the same dice</source>
        <translation>La graine du jour&#xa0;: tous ceux qui la jouent ont les mêmes dés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same combination and seed give the same dice, so a friend can play your game.</source>
        <translation>Même combinaison et même graine donnent les mêmes dés&#xa0;: un ami peut ainsi rejouer votre partie.</translation>
    </message>
    <message>
        <location line="+7"/>
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
    <name>Ranking</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/ranking.py" line="+54"/>
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
        <location line="+5"/>
        <source>{0} strokes</source>
        <translation>{0} traits</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} stroke</source>
        <translation>{0} trait</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+6"/>
        <source>{0} items</source>
        <translation>{0} objets</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} item</source>
        <translation>{0} objet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thorns −{0}</source>
        <translation>épines −{0}</translation>
    </message>
    <message numerus="yes">
        <source>%n stroke(s)</source>
        <translation>
            <numerusform>%n trait</numerusform>
            <numerusform>%n traits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <location line="+10"/>
        <source>The dream is over</source>
        <translation>Le rêve s’achève</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>tie-break: {0} on the unfinished item</source>
        <translation>départage&#xa0;: {0} sur l’objet inachevé</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="-140"/>
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
        <translation>Ce n’est pas une case Nuage de la grille.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That cloud already holds a number.</source>
        <translation>Cette case Nuage contient déjà un chiffre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write next to a cloud that already holds a number.</source>
        <translation>Inscrivez le chiffre à côté d’une case déjà remplie.</translation>
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
    <name>SeatRow</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+79"/>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greedy bot</source>
        <translation>Bot glouton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert bot</source>
        <translation>Bot expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bot plays its own turn, a moment after the previous seat</source>
        <translation>Un bot joue son tour tout seul, un instant après le joueur précédent</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/seats_panel.py" line="+82"/>
        <source> (bot)</source>
        <translation> (bot)</translation>
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
        <location line="+5"/>
        <source>You are looking at {0}&apos;s sheet: it cannot be changed from here.</source>
        <translation>Vous regardez le plateau de {0}&#xa0;: il ne peut pas être modifié d’ici.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/settings_dialog.py" line="+29"/>
        <location line="+3"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw strokes for me</source>
        <translation>Tracer les traits pour moi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending strokes are drawn on the shelf one by one, without dragging them.</source>
        <translation>Les traits en attente sont tracés un à un sur l’étagère, sans avoir à les faire glisser.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show where the die may go</source>
        <translation>Montrer où le dé peut être inscrit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clouds where the selected die may be written glow.</source>
        <translation>Les cases Nuage où le dé choisi peut être inscrit s’illuminent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language and ink</source>
        <translation>Langue et couleur du feutre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The marker of your sheet in solo and scoresheet games, from your next game on; in pass-and-play each seat picks its own.</source>
        <translation>Le feutre de votre plateau en solo et en mode feuille de score, à partir de votre prochaine partie&#xa0;; à tour de rôle, chaque joueur choisit le sien.</translation>
    </message>
    <message>
        <source>The marker of your sheet in solo and scoresheet games; in pass-and-play each seat picks its own.</source>
        <translation type="vanished">Le feutre de votre plateau en solo et en mode feuille de score&#xa0;; à tour de rôle, chaque joueur choisit le sien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+41"/>
        <source>The new language is used from the next start.</source>
        <translation>La nouvelle langue s’appliquera au prochain démarrage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board names, titles and every sentence follow it.</source>
        <translation>Les noms des combinaisons, les titres et tous les textes suivent ce choix.</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+18"/>
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
        <location line="+52"/>
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
        <location line="+12"/>
        <source>You play with real dice at a table: type in the two values rolled, and record when another player takes a frame reward or ends the game.</source>
        <translation>Vous jouez autour d’une table avec de vrais dés&#xa0;: saisissez les deux valeurs obtenues, et notez quand un autre joueur prend une récompense de cadre ou met fin à la partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players at the table</source>
        <translation>Joueurs à la table</translation>
    </message>
    <message>
        <location line="+38"/>
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
    <name>StartPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/start_page.py" line="+36"/>
        <source>Daydream</source>
        <translation>Daydream</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll two dice, write them in the clouds, and let your lines draw little things on the shelf.</source>
        <translation>Lancez deux dés, inscrivez-les dans les nuages, et laissez vos lignes dessiner de petits objets sur l’étagère.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Each turn two dice are rolled; write each value in an empty cloud next to one already filled (leaves change a die by one; or give a die up).</source>
        <translation>1. À chaque tour, deux dés sont lancés&#xa0;; inscrivez chaque valeur dans une case Nuage vide voisine d’une case déjà remplie (les feuilles modifient un dé de 1&#xa0;; vous pouvez aussi renoncer à un dé).</translation>
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
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../daydream_qt/ui/core/status.py" line="+40"/>
        <source>Start a new game, or continue the one you left.</source>
        <translation>Commencez une nouvelle partie ou reprenez celle que vous avez laissée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type in the two dice the table rolled for the starting numbers, then Record.</source>
        <translation>Saisissez les deux dés lancés à la table pour les chiffres de départ, puis cliquez sur «&#xa0;Noter les dés&#xa0;».</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+2"/>
        <source>You finished an item with a bonus: choose one extra sun stroke or one more leaf.</source>
        <translation>Vous avez terminé un objet avec un bonus&#xa0;: choisissez un trait de soleil supplémentaire ou une feuille de plus.</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+9"/>
        <source>Write your two starting numbers in any empty clouds: click a cloud to write die %1 (%2).</source>
        <translation>Inscrivez vos deux chiffres de départ dans les cases Nuage vides de votre choix&#xa0;: cliquez sur une case pour y inscrire le dé %1 (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write your other starting number (%1) in any empty cloud.</source>
        <translation>Inscrivez votre autre chiffre de départ (%1) dans la case Nuage vide de votre choix.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write die %1 (value %2) next to a filled cloud.</source>
        <translation>Inscrivez le dé %1 (valeur %2) à côté d’une case déjà remplie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write die %1 (value %2) next to a filled cloud, or give it up.</source>
        <translation>Inscrivez le dé %1 (valeur %2) à côté d’une case déjà remplie, ou renoncez-y.</translation>
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
        <location filename="../../daydream_qt/ui/core/table_flow.py" line="+36"/>
        <source>you took the {0} of the {1}</source>
        <translation>vous avez pris la récompense {0} ({1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} took the {1} of the {2}</source>
        <translation>{0} a pris la récompense {1} ({2})</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+83"/>
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
        <location filename="../../daydream_qt/ui/panels/table_panel.py" line="+28"/>
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
        <source>Another player ended the game</source>
        <translation>Un autre joueur a mis fin à la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends when this turn ends</source>
        <translation>La partie s’arrête à la fin de ce tour</translation>
    </message>
    <message>
        <location line="+50"/>
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
    <name>RecordsPage</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) in a row</source>
        <translation>
            <numerusform>%n jour d’affilée</numerusform>
            <numerusform>%n jours d’affilée</numerusform>
        </translation>
    </message>
</context>
</TS>
