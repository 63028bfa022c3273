<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardAnnouncer</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/board/accessible.py" line="+211"/>
        <source>%1: %2 of %n stroke(s)</source>
        <translation>
            <numerusform>%1: %2 of %n stroke</numerusform>
            <numerusform>%1: %2 of %n strokes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardExplain</name>
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
    <name>DiceTray</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+526"/>
        <location line="+70"/>
        <source>%n circled leaf/leaves to spend</source>
        <translation>
            <numerusform>%n circled leaf to spend</numerusform>
            <numerusform>%n circled leaves to spend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-71"/>
        <location line="+77"/>
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>%n leaf</numerusform>
            <numerusform>%n leaves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/editor/page.py" line="+743"/>
        <source>Saved as a draft: %n problem(s) keep it from being played.</source>
        <translation>
            <numerusform>Saved as a draft: %n problem keeps it from being played.</numerusform>
            <numerusform>Saved as a draft: %n problems keep it from being played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/pages/end_screen.py" line="+342"/>
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n turn</numerusform>
            <numerusform>%1 · %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 · seed %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · seed %2 · %n turn</numerusform>
            <numerusform>%1 · seed %2 · %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModulePanel</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/editor/modules_panel.py" line="+319"/>
        <source>%1: %n clouds</source>
        <translation>
            <numerusform>%1: %n cloud</numerusform>
            <numerusform>%1: %n clouds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayKeys</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/pages/play_keys.py" line="+137"/>
        <source>Die %1 is written as %2, colouring %n leaf/leaves.</source>
        <translation>
            <numerusform>Die %1 is written as %2, colouring %n leaf.</numerusform>
            <numerusform>Die %1 is written as %2, colouring %n leaves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemList</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/editor/problems_panel.py" line="+93"/>
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problems (%n)</numerusform>
            <numerusform>Problems (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ranking</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/panels/ranking.py" line="+69"/>
        <source>%n stroke(s)</source>
        <translation>
            <numerusform>%n stroke</numerusform>
            <numerusform>%n strokes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/pages/records_page.py" line="+127"/>
        <source>%n game(s) kept by an earlier version were taken back into your records.</source>
        <translation>
            <numerusform>%n game kept by an earlier version was taken back into your records.</numerusform>
            <numerusform>%n games kept by an earlier version were taken back into your records.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+635"/>
        <source>%n record(s) could not be read and are hidden.</source>
        <translation>
            <numerusform>%n record could not be read and is hidden.</numerusform>
            <numerusform>%n records could not be read and are hidden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <location line="+22"/>
        <location line="+22"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n day(s) in a row</source>
        <translation>
            <numerusform>%n day in a row</numerusform>
            <numerusform>%n days in a row</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/core/status.py" line="+75"/>
        <source>Draw your %n pending sun strokes on the %1: drag from the pen to the next sun.</source>
        <translation>
            <numerusform>Draw your %n pending sun stroke on the %1: drag from the pen to the next sun.</numerusform>
            <numerusform>Draw your %n pending sun strokes on the %1: drag from the pen to the next sun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Draw your %n pending dot strokes on the %1: drag from the pen to the next node.</source>
        <translation>
            <numerusform>Draw your %n pending dot stroke on the %1: drag from the pen to the next node.</numerusform>
            <numerusform>Draw your %n pending dot strokes on the %1: drag from the pen to the next node.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>YourBoards</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/dialogs/your_boards.py" line="+69"/>
        <source>A draft: %n problem(s) to fix in the board editor first.</source>
        <translation>
            <numerusform>A draft: %n problem to fix in the board editor first.</numerusform>
            <numerusform>A draft: %n problems to fix in the board editor first.</numerusform>
        </translation>
    </message>
</context>
</TS>
