<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/about_dialog.py" line="+26"/>
        <source>Daydream for the desktop, version {0}</source>
        <translation>デスクトップ版 Daydream&#x3000;バージョン {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unofficial companion app for the roll &amp; write game Daydream. The game, its name, its rules and its original art belong to its authors and to its publisher, {0}; this app is not made or endorsed by them.</source>
        <translation>ロール＆ライトゲーム『Daydream』の非公式コンパニオンアプリです。ゲーム、その名前、ルール、オリジナルのイラストは、作者と出版社 {0} のものです。このアプリは彼らが作ったものでも、公認したものでもありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The boards, the shelf drawings and all the art of this app are this project&apos;s own work, shared under the MIT licence.</source>
        <translation>このアプリの盤面、棚の絵、すべてのイラストはこのプロジェクト独自の作品で、MIT ライセンスで公開しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qt {0} · PySide6 {1} · Python {2}</source>
        <translation>Qt {0} · PySide6 {1} · Python {2}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>About Daydream</source>
        <translation>Daydream について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daydream</source>
        <translation>Daydream</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Close About</source>
        <translation>「Daydream について」を閉じる</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../daydream_qt/ui/window/accessibility.py" line="+95"/>
        <source>Score: %1</source>
        <translation>得点：%1</translation>
    </message>
</context>
<context>
    <name>BlankBoardDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/blank_board.py" line="+28"/>
        <source>Print a blank board</source>
        <translation>白紙のボードを印刷</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A blank board</source>
        <translation>白紙のボード</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>An empty sheet of a board as a PDF, to print and play on paper at the table: clouds large enough to write in, the shelf, the modules and the title table.</source>
        <translation>ボードの白紙をPDFにします。印刷すれば、テーブルで紙に書いて遊べます。数字を書き込める大きさの雲、棚、モジュール、評価表がそろっています。</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation type="vanished">A4（210 × 297 mm）</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation type="vanished">レター（8.5 × 11インチ）</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>用紙</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the PDF…</source>
        <translation>PDFを保存…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">キャンセル</translation>
    </message>
</context>
<context>
    <name>BlankSheet</name>
    <message>
        <location filename="../../daydream_qt/ui/board/blank_sheet.py" line="+130"/>
        <source>Titles (solo): {0}</source>
        <translation>評価（ソロ）：{0}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{0} · the shelf (page 2 of 2)</source>
        <translation>{0} · 棚（2ページ目／全2ページ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} · Name: ____________ · Date: ____________</source>
        <translation>{0} · 名前：____________ · 日付：____________</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The shelf is on page 2.</source>
        <translation>棚は2ページ目にあります。</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="+132"/>
        <source>easy</source>
        <translation>簡単</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Constellation</source>
        <translation>星座</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Musical notes</source>
        <translation>音符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polaroids</source>
        <translation>ポラロイド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon garland</source>
        <translation>月のガーランド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames</source>
        <translation>額縁</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncer</name>
    <message>
        <location filename="../../daydream_qt/ui/board/accessible.py" line="+230"/>
        <location filename="../../daydream_qt/ui/board/board_table.py" line="+149"/>
        <source>Board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Row %1, column %2</source>
        <translation>%1行目・%2列目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>star</source>
        <translation>星</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moon</source>
        <translation>月</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+89"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Score: %1</source>
        <translation>得点：%1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>polaroid %1</source>
        <translation>ポラロイド%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note</source>
        <translation>音符</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: empty</source>
        <translation>%1：空き</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; the %2 may go here</source>
        <translation>%1。%2をここに書けます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; the %2 may not go here</source>
        <translation>%1。%2はここに書けません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: finished</source>
        <translation>%1：描き上げ済み</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2 of %n stroke(s)</source>
        <translation>
            <numerusform>%1：線%n本中%2本</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 strokes</source>
        <translation type="vanished">%1：線%3本中%2本</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score: %1.</source>
        <translation>得点：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}&apos;s sheet. {1}</source>
        <translation>{0} のボード。{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Arrow keys move between clouds; a digit or Enter writes the die.</source>
        <translation>%1 矢印キーで雲を移動し、数字キーかEnterでダイスを書き込みます。</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/actions.py" line="+90"/>
        <source>New boar&amp;d</source>
        <translation>新しいボード(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit board…</source>
        <translation>ボードを編集(&amp;E)…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Edit a board</source>
        <translation>ボードを編集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daydream board (*.json)</source>
        <translation>Daydream のボード (*.json)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot edit this board</source>
        <translation>このボードは編集できません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Board editor</source>
        <translation>ボードエディター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board being edited has changes that are not saved. Save them?</source>
        <translation>編集中のボードに保存していない変更があります。保存しますか？</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot play this board</source>
        <translation>このボードでは遊べません</translation>
    </message>
</context>
<context>
    <name>BoardExplain</name>
    <message>
        <source>{0} point</source>
        <translation type="vanished">{0}点</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation type="vanished">{0}点</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+69"/>
        <source>{0}: crossed out, a number repeats.</source>
        <translation>{0}：同じ数字があるため消しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: dot circled, {1} dot strokes drawn.</source>
        <translation>{0}：点に丸、点の線を{1}本引きました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: sun circled, {1} sun strokes drawn.</source>
        <translation>{0}：太陽に丸、太陽の線を{1}本引きました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="+83"/>
        <location line="+126"/>
        <source>{0}: {1} of {2} clouds filled.</source>
        <translation>{0}：雲{2}個中{1}個が埋まっています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A number repeats: it will be crossed out.</source>
        <translation>同じ数字があるので、この列は消されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different: its dot; a run by one: its sun ({0} strokes).</source>
        <translation>すべて違う数字なら点、1ずつの連番なら太陽（線{0}本）。</translation>
    </message>
    <message>
        <source>All different: circles its dot ({0} dot strokes). Counting up or down by one: circles its sun ({0} sun strokes).</source>
        <translation type="vanished">すべて違う数字なら点に丸（点の線{0}本）。1ずつ増える・減る並びなら太陽に丸（太陽の線{0}本）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+188"/>
        <source>Row {0}, column {1}</source>
        <translation>{0}行目・{1}列目</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>No line passes through this cloud.</source>
        <translation>この雲を通る列はありません。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/constellation.py" line="+78"/>
        <source>Star: the number written moves the constellation pen as many points.</source>
        <translation>星：書いた数だけ星座のペンが進みます。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/polaroids.py" line="+104"/>
        <source>Star: the number is copied to polaroid {0}.</source>
        <translation>星：数字はポラロイド{0}に写されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon: the number is copied to polaroid {0}.</source>
        <translation>月：数字はポラロイド{0}に写されます。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="+177"/>
        <source>Moon: the number is copied to the next moon of the garland.</source>
        <translation>月：数字はガーランドの次の月に写されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon: the garland is full, the number is not copied.</source>
        <translation>月：ガーランドがいっぱいなので、数字は写されません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The garland is full: nothing is left to win on it.</source>
        <translation>ガーランドがいっぱいです。もう何も得られません。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/notes.py" line="+60"/>
        <source>Note: the same number as the clouds it touches colours a head.</source>
        <translation>音符：触れている雲と同じ数字なら符頭を塗ります。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/constellation.py" line="+8"/>
        <source>A number written on a star cloud moves the pen as many points along the track; every big star reached scores.</source>
        <translation>星の雲に書いた数だけ、ペンが星座の道を進みます。たどり着いた大きな星ごとに得点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} of {1} big stars reached: {2}.</source>
        <translation>大きな星{1}個中{0}個に到達：{2}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every big star is reached: nothing is left to win on the track.</source>
        <translation>大きな星にすべて到達しました。星座の道ではもう何も得られません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every star cloud is written: nothing is left to win on the track.</source>
        <translation>星の雲はすべて埋まりました。星座の道ではもう何も得られません。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/notes.py" line="+7"/>
        <source>Clouds touching a note holding the same number colour its head; every head scores.</source>
        <translation>音符に触れる雲が同じ数字なら、符頭を塗ります。塗った符頭ごとに得点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads coloured: {0} ({1}).</source>
        <translation>塗った符頭：{0}（{1}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every cloud of the notes is written: nothing is left to win on them.</source>
        <translation>音符の雲はすべて埋まりました。音符ではもう何も得られません。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/polaroids.py" line="+8"/>
        <source>Star polaroids add their number, moon polaroids take theirs away.</source>
        <translation>星のポラロイドは数字を足し、月のポラロイドは数字を引きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every different number on the polaroids scores; all six in a row score double.</source>
        <translation>ポラロイドの異なる数字ごとに得点。6枚が連番なら2倍です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} of 6 polaroids filled: {1}.</source>
        <translation>ポラロイド6枚中{0}枚：{1}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every polaroid is filled: nothing is left to win on them.</source>
        <translation>ポラロイドはすべて埋まりました。ポラロイドではもう何も得られません。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="-3"/>
        <source>A number on a moon cloud goes to the next moon; two equal moons in a row circle the reward between them.</source>
        <translation>月の雲に書いた数字はガーランドの次の月に写されます。続く2つの月が同じ数字なら、その間の報酬に丸をつけます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards circled so far: {0} ({1}).</source>
        <translation>丸をつけた報酬：{0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="+15"/>
        <source>Fill every cloud of a family: the first takes its 5, the second its 2.</source>
        <translation>額縁のグループの雲をすべて埋めると、最初の人が5、次の人が2を得ます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Families completed: {0} of {1} ({2}).</source>
        <translation>完成した額縁：{1}組中{0}組（{2}）。</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Reward taken: {0}.</source>
        <translation>獲得した報酬：{0}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed, but no reward was left to take.</source>
        <translation>完成しましたが、取れる報酬は残っていませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to win here: its rewards are taken or crossed out.</source>
        <translation>ここではもう何も得られません。報酬はすべて取られたか、×で消されています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} more to fill to take its {1}.</source>
        <translation>あと{0}マス埋めると、報酬{1}点を取れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} more to fill to take its {1}, unless the first stroke on the {2} comes first.</source>
        <translation>あと{0}マス埋めると、報酬{1}点を取れます。ただし、その前に{2}に最初の線を引くと消されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} more to fill for the best reward still open.</source>
        <translation>残っている一番よい報酬まで、あと{0}マス。</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>clover</source>
        <translation>クローバー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bow tie</source>
        <translation>蝶ネクタイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill every cloud of a family to take its best reward still open: the first stroke on the {0} crosses out every 5 not yet taken, the first on the {1} every 2.</source>
        <translation>額縁のグループの雲をすべて埋めると、残っている一番よい報酬を取ります。{0}に最初の線を引くと、まだ取られていない5点がすべて消され、{1}に最初の線を引くと2点がすべて消されます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing is left to win in the frames.</source>
        <translation>額縁ではもう何も得られません。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+16"/>
        <source>Finished items: {0}</source>
        <translation>描き上げた小物：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/accessible.py" line="-111"/>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+2"/>
        <source>Thorns: {0}, minus {1}</source>
        <translation>トゲ：{0}本、マイナス{1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+1"/>
        <source>Total: {0}</source>
        <translation>合計：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Title: {0}</source>
        <translation>称号：{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/board/explain_words.py" line="+28"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardForm</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/board_panel.py" line="+57"/>
        <source>The combination of panels the board is played as; it decides the modules the board has</source>
        <translation>このボードを遊ぶパネルの組み合わせです。ボードのモジュールはこれで決まります</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Suggest titles</source>
        <translation>称号を提案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the board many times with the expert bot and propose where each title band starts</source>
        <translation>エキスパートのボットでこのボードを何度も遊び、称号の各段階が何点から始まるかを提案します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+16"/>
        <source>Name (English)</source>
        <translation>名前（英語）</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>Name (French)</source>
        <translation>名前（フランス語）</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>Name (Japanese)</source>
        <translation>名前（日本語）</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>Combination</source>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Modules</source>
        <translation>モジュール</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+15"/>
        <source>Rows</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+15"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Columns per panel</source>
        <translation>パネルごとの列数</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Leaves</source>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Circled at the start</source>
        <translation>最初から丸で囲む枚数</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>Columns of panel %1</source>
        <translation>パネル%1の列数</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Leaves circled at the start</source>
        <translation>最初から丸で囲む葉っぱの枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thorns (solo): every board has the same plant; two thorns cost one item.</source>
        <translation>トゲ（ソロ）：どのボードも同じ植物です。トゲ2本で小物1個分の減点です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Solo titles</source>
        <translation>ソロの称号</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>French</source>
        <translation>フランス語</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Band %1 from</source>
        <translation>段階%1の始まり</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Title of band %1 (%2)</source>
        <translation>段階%1の称号（%2）</translation>
    </message>
</context>
<context>
    <name>BoardRefusals</name>
    <message>
        <location filename="../../daydream_qt/ui/core/board_words.py" line="+109"/>
        <source>The board in the file is broken: {}</source>
        <translation>このファイルのボードは壊れています：{}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Trace from the glowing pen to the glowing node.</source>
        <translation type="vanished">光っているペンの位置から、光っている点までなぞりましょう。</translation>
    </message>
    <message>
        <source>Trace from the glowing pen to the glowing sun.</source>
        <translation type="vanished">光っているペンの位置から、光っている太陽までなぞりましょう。</translation>
    </message>
    <message>
        <source>Trace from the glowing pen to the glowing dot.</source>
        <translation type="vanished">光っているペンの位置から、光っている点までなぞりましょう。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/footer.py" line="+71"/>
        <source>Thorns: every two cost one item (solo)</source>
        <translation>トゲ：2本ごとに小物1個分の減点（ソロ）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/shelf.py" line="+232"/>
        <source>Bonus: one extra sun stroke</source>
        <translation>ボーナス：次の太陽まで線を1本追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus: circle the next leaf</source>
        <translation>ボーナス：次の葉っぱを丸で囲む</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/interactions.py" line="+96"/>
        <source>No stroke drawn: a line starts on the round pen or on the diamond target.</source>
        <translation>線は引かれませんでした。丸いペンか、ひし形の目標からなぞり始めてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No stroke drawn: the line did not reach the diamond target.</source>
        <translation>線は引かれませんでした。ひし形の目標まで届いていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No stroke drawn: the line did not reach the round pen.</source>
        <translation>線は引かれませんでした。丸いペンまで届いていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No stroke drawn: the line strayed too far from the drawing&apos;s outline.</source>
        <translation>線は引かれませんでした。絵の輪郭から離れすぎています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No stroke drawn: tap the round pen or the diamond target, not another node.</source>
        <translation>線は引かれませんでした。ほかの点ではなく、丸いペンかひし形の目標をタップしてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing done: the pointer moved between press and release, which is not a tap.</source>
        <translation>何もしませんでした。押してから離すまでにポインターが動いたので、タップになりません。</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../daydream_qt/ui/board/view.py" line="+588"/>
        <source>The cursor is on row %1, column %2, a cloud where die %4 may go: press %3 to write it there.</source>
        <translation>カーソルは%1行目・%2列目の、ダイス%4を書ける雲にあります。%3 キーを押すとそこに書き込みます。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Press 1 or 2 to choose which line to resolve first.</source>
        <translation>1 か 2 のキーで、先に処理する列を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press S for the sun bonus or L for the leaf bonus.</source>
        <translation>S キーで太陽のボーナス、L キーで葉っぱのボーナスを選べます。</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>The cursor is on row %1, column %2, a cloud die %4 may go in: press %3 to write it there.</source>
        <translation type="vanished">カーソルは%1行目・%2列目の、ダイス%4を書ける雲にあります。%3 キーを押すとそこに書き込みます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You have no {0} left to play.</source>
        <translation>残っているダイスに{0}の目はありません。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The cursor is on row %1, column %2: press %3 again to write there, or move it with the arrow keys.</source>
        <translation>カーソルは%1行目・%2列目にあります。もう一度 %3 キーを押すとそこに書き込みます。矢印キーで動かすこともできます。</translation>
    </message>
    <message>
        <source>No die left to play shows {0}.</source>
        <translation type="vanished">{0} の目のダイスは残っていません。</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../../daydream_qt/_templates.py" line="+8"/>
        <source>the constellation</source>
        <extracomment>daydream_qt/engine/modules/constellation.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>星座</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the musical notes</source>
        <extracomment>daydream_qt/engine/modules/notes.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>音符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the polaroids</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>ポラロイド</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the garland</source>
        <extracomment>daydream_qt/engine/modules/garland.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>ガーランド</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the frame families</source>
        <extracomment>daydream_qt/engine/modules/frames.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>額縁のグループ</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>row {}, column {}</source>
        <extracomment>daydream_qt/engine/boarddef.py, daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}行{}列</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{} in English</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}（英語）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} in French</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}（フランス語）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} in Japanese</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}（日本語）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s format</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ファイルの形式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s version</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ファイルのバージョン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the combination</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board&apos;s name</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ボードの名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the difficulty</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>難しさ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the panels</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>パネル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of rows</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>行の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of columns</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>列の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the clouds</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>雲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lines</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the items of the shelf</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>棚の小物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the leaves</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the title bands</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>称号の段階</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the row of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the column of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the mark of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の印</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the kind of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the x position of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}のx座標</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the y position of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}のy座標</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}のID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the name of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shelf of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の棚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bonus of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}のボーナス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the role of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の役割</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drawing of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の絵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the letter of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の文字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first column of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の最初の列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last column of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の最後の列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lowest score of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の最低点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the title of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の称号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the big star of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の大きな星</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the value of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cloud of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の雲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the clouds of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の雲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the dots and suns of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の点と太陽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the track of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rewards of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}のごほうび</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of {} circled at the start</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>最初に丸がついている{}の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of moons of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の月の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>format</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>形式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>version</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>バージョン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>combination</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>name</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>panels</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>パネル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>difficulty</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>難しさ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of rows</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>行の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clouds</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>雲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lines</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>items</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>小物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of columns</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>列の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>title bands</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>称号の段階</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>column</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kind</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dots and suns</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>点と太陽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>x position</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>x座標</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>y position</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>y座標</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shelf</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>棚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of leaves</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>葉っぱの数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of leaves circled at the start</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>最初に丸がついている葉っぱの数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cloud</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>雲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lowest score</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>最低点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>title</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>称号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>track</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rewards</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ごほうび</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of moons</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>月の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>letter</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>文字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first column</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>最初の列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last column</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>最後の列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>English text</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>英語の文</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>French text</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>フランス語の文</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese text</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>日本語の文</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>item</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>小物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dot or sun</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>点か太陽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>panel</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>パネル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>title band</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>称号の段階</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>track point</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>道の点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>track points</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>道の点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>音符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>notes</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>音符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>polaroid</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ポラロイド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>polaroids</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ポラロイド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reward</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ごほうび</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frame family</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>額縁のグループ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frame families</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>額縁のグループ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ボード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the grid</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>グリッド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shelf</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>棚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the title table</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>称号の表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{1}の{0}番目の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cloud at {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の雲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cloud {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>雲{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cloud {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{1}の雲{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>item {} ({})</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>小物{}（{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>item {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>小物{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frame family {} ({})</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>額縁のグループ{}（{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frame family {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>額縁のグループ{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dot or sun {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{1}の点・太陽{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>列{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>panel {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>パネル{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>title band {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>称号の段階{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>point {} of the constellation track</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>星座の道の点{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>音符{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>polaroid {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ポラロイド{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reward {} of the garland</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ガーランドのごほうび{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{1}の項目{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>項目{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry {} of {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{1}の項目{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>リスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a group of entries</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>項目のまとまり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} or {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}か{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has only one number; a place on the grid is a row and a column, like [2, 3]</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}には数が1つしかありません。グリッドの位置は [2, 3] のように行と列の2つです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has {} numbers; a place on the grid is a row and a column, like [2, 3]</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}には数が{}個あります。グリッドの位置は [2, 3] のように行と列の2つです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entries</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the title bands must be exactly {}; there are {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>称号の段階はちょうど{}つです（今は{}つ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} needs at least one {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}には{}が1つ以上必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} needs at least {} {}; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{0}には{2}が{1}個以上必要です（今は{3}個）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} may have at most {} {}; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{0}の{2}は{1}個までです（今は{3}個）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board may have at most {} leaves; this one has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>葉っぱは{}枚までです。このボードには{}枚あります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board needs at least one leaf; this one has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>葉っぱは1枚以上必要です。このボードには{}枚です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most {} leaves can start circled; this board has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>最初に丸をつけられる葉っぱは{}枚までです。このボードでは{}枚です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least one leaf must start circled</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>最初に丸がついた葉っぱが1枚以上必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a grid may have at most {} rows; this one has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>グリッドは{}行までです。このグリッドは{}行です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a grid may have at most {} columns; this one has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>グリッドは{}列までです。このグリッドは{}列です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the grid needs at least {} rows; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>グリッドには{}行以上必要です（今は{}行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the grid needs at least {} columns; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>グリッドには{}列以上必要です（今は{}列）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the garland may have at most {} moons; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ガーランドの月は{}個までです（今は{}個）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the garland needs at least {} moons; it has {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ガーランドには月が{}個以上必要です（今は{}個）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is on shelf {}; a board has at most {} shelves</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}が{}段目の棚にあります。棚は{}段までです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a finite number; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}は有限の数でなければなりません（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be at most {}; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{0}は{1}以下でなければなりません（今は{2}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be at least {}; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{0}は{1}以上でなければなりません（今は{2}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is not a board file</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ボードのファイルではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds {}, not one group of entries in curly braces</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ファイルの中身が{}で、波かっこで囲んだ項目のまとまりではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>id</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has no entry {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}に項目{}がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has no {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}に{}がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has an unknown entry {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}に知らない項目{}があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this board file is version {}; the game reads version 1</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>このボードのファイルはバージョン{}です。読めるのはバージョン1だけです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a whole number; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}は整数でなければなりません（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a number; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}は数でなければなりません（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be true or false; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}は true か false でなければなりません（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is empty</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}が空です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is {} characters long; at most {} are allowed</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}が{}文字あります。{}文字までです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is {}; a drawing&apos;s name uses only small letters, digits and dashes</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}が{}になっています。絵の名前に使えるのは小文字の英字、数字、ハイフンだけです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} holds a broken character; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}に壊れた文字があります（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be text in quotes; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}は引用符で囲んだ文字でなければなりません（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must give the text in English, French and Japanese; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}には英語、フランス語、日本語の文が必要です（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a group of entries in curly braces; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}は波かっこで囲んだ項目のまとまりでなければなりません（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a list in square brackets; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}は角かっこで囲んだリストでなければなりません（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} must be a row and a column, like [2, 3]; it is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}は [2, 3] のような行と列でなければなりません（今は{}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is nested too deeply</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}の入れ子が深すぎます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} holds {}, which a board file cannot have</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{0}の{1}は、ボードのファイルに書けない値です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no combination called {}; the combinations are {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}という組み合わせはありません。組み合わせは{}です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} and {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}と{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s format is {}, not “daydream-board”</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>ファイルの形式が{}で、“daydream-board” ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} has an unknown mark {}; a cloud&apos;s mark is {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{}に知らない印{}があります。雲の印は{}です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is {}; it must be {}</source>
        <extracomment>daydream_qt/engine/schema_words.py</extracomment>
        <translation>{0}が{1}になっています。{2}でなければなりません</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <location filename="../../daydream_qt/ui/core/bot_levels.py" line="+25"/>
        <source>Relaxed bot</source>
        <translation>のんびりボット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steady bot</source>
        <translation>しっかりボット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach bot</source>
        <translation>コーチボット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>ボット</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plays each die where it looks best at once: a gentle opponent.</source>
        <translation>ダイスを1個ずつ、その場でいちばん良さそうなところに書きます。やさしい相手です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plans its whole turn and thinks of the next roll: a solid opponent.</source>
        <translation>ターン全体の手を考え、次の出目まで見すえて打ちます。手堅い相手です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach itself, playing the plans its hints give: the strongest.</source>
        <translation>コーチ本人が、ヒントで示すプランどおりに打ちます。いちばん強い相手です。</translation>
    </message>
</context>
<context>
    <name>BotNews</name>
    <message>
        <location filename="../../daydream_qt/ui/core/bot_news.py" line="+29"/>
        <source>{0} at row {1}, column {2}</source>
        <translation>{1}行目・{2}列目に{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} and {1}</source>
        <translation>{0}と{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrote {0}</source>
        <translation>{0}を書いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gave up a die</source>
        <translation>ダイスを1個あきらめた</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strokes drawn: {0}</source>
        <translation>引いた線：{0}本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished: {0}</source>
        <translation>完成：{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}.</source>
        <translation>{0}：{1}。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>、</translation>
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
        <translation>「{0}」は、このエディターで開いたか保存したあとに、別のウィンドウかプログラムによって保存されました。ここで保存すると、その版を置き換えてしまいます。

自分の分を新しいボードとして残す：このボードをコピー「{1}」として保存し、もう一方の版はそのままにします。
相手の版を使う：このボードも「{1}」として残してから、もう一方の版をここで開きます。
キャンセル：何も保存しません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“{0}” was saved by another window or program since this window opened or saved it. Saving here would replace that version.

Save mine as a new file: choose where to save this game; the file stays as the other window saved it.
Take theirs: this game is first kept in “{1}”, then the file is opened as it is now.
Cancel: nothing is saved.</source>
        <translation>「{0}」は、このウィンドウで開いたか保存したあとに、別のウィンドウかプログラムによって保存されました。ここで保存すると、その版を置き換えてしまいます。

自分の分を新しいファイルに保存：このゲームの保存先を選びます。ファイルは別のウィンドウが保存したままです。
相手の版を使う：このゲームをまず「{1}」に残してから、今の状態のファイルを開きます。
キャンセル：何も保存しません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Changed on disk</source>
        <translation>ディスク上で変更されました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep mine as a new board</source>
        <translation>自分の分を新しいボードとして残す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save mine as a new file…</source>
        <translation>自分の分を新しいファイルに保存…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take theirs</source>
        <translation>相手の版を使う</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="+17"/>
        <source>completes {line} as a perfect line: {count} sun strokes</source>
        <translation>{line}を連番で完成：太陽の線{count}本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {line} with all different numbers: {count} dot strokes</source>
        <translation>{line}をすべて違う数字で完成：点の線{count}本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {line} and {line2}: {count} strokes in all</source>
        <translation>{line}と{line2}を完成：合わせて線{count}本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {line} as a perfect line: {count} sun strokes, and {line2} too</source>
        <translation>{line}を連番で完成（太陽の線{count}本）、{line2}も完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finishes the {item} on the shelf</source>
        <translation>棚の「{item}」を描き上げる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves the constellation pen {steps} points and circles a big star</source>
        <translation>星座のペンを{steps}つ進めて、大きな星を丸で囲む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves the constellation pen {steps} points</source>
        <translation>星座のペンを{steps}つ進める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moves the constellation pen 1 point and circles a big star</source>
        <translation>星座のペンを1つ進めて、大きな星を丸で囲む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves the constellation pen 1 point</source>
        <translation>星座のペンを1つ進める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matches the moon above it on the garland: {points} points</source>
        <translation>ガーランドで上の月と同じ数字：{points}点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matches the moon above it on the garland: a new leaf</source>
        <translation>ガーランドで上の月と同じ数字：葉っぱが1枚増える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes a frame family: {points} points</source>
        <translation>額縁のグループを完成：{points}点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts a {value} on a star polaroid</source>
        <translation>星のポラロイドに{value}を書く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts only a {value} on a moon polaroid</source>
        <translation>月のポラロイドに{value}だけを書く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds a new number, {value}, to the polaroids</source>
        <translation>ポラロイドに新しい数字{value}を加える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colours a note head with two {value}s</source>
        <translation>2つの{value}で符頭を塗る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives up the {value} to circle a leaf</source>
        <translation>{value}を見送って葉っぱを丸で囲む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps {line} open for a perfect run</source>
        <translation>{line}の連番の可能性を残す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps {line} free of repeats</source>
        <translation>{line}に同じ数字を重ねない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts the {value} in {line}, which has a repeat already</source>
        <translation>{value}を、すでに数字が重複している{line}に書く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the sheet with the best expected score</source>
        <translation>最終得点の見込みがいちばん高くなる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is the only move</source>
        <translation>これが唯一の手です</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>row {0}</source>
        <translation>{0}行目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column {0}</source>
        <translation>{0}列目</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{reason}: +{points} expected points</source>
        <translation>{reason}：期待値 +{points} 点</translation>
    </message>
</context>
<context>
    <name>CombinationCard</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_game.py" line="+113"/>
        <source>no module: the plain game</source>
        <translation>追加ルールなし：基本のゲーム</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, chosen</source>
        <translation>%1（選択中）</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+63"/>
        <source>%1: one less</source>
        <translation>%1：1つ減らす</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: one more</source>
        <translation>%1：1つ増やす</translation>
    </message>
</context>
<context>
    <name>CrashGuard</name>
    <message>
        <location filename="../../daydream_qt/ui/window/crash.py" line="+159"/>
        <source>Something went wrong</source>
        <translation>問題が発生しました</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong inside Daydream.</source>
        <translation>デイドリームの内部で問題が発生しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game is kept: it is saved, and Continue on the start page resumes it.</source>
        <translation>ゲームは失われていません。保存済みなので、スタート画面の「続きから」で再開できます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game is still open, but it could not be saved again: use File › Save As to keep it.</source>
        <translation>ゲームは開いたままですが、もう一度保存することはできませんでした。「ファイル › 名前を付けて保存」で保存してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The details are in the log: {0}</source>
        <translation>詳しくはログをご覧ください：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The details could not be written to a log.</source>
        <translation>詳細をログに書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_entry.py" line="+56"/>
        <source>Type the value of die {0}: a number from 1 to 6.</source>
        <translation>ダイス{0}の目を入力してください（1〜6の数字）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+109"/>
        <location line="+10"/>
        <source>Die {0} cannot show “{1}”: a die shows 1 to 6.</source>
        <translation>ダイス{0}に「{1}」の目はありません。ダイスの目は1〜6です。</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Dice rolled at the table</source>
        <translation>テーブルで振ったダイス</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Die {0}</source>
        <translation>ダイス{0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Record the dice</source>
        <translation>ダイスの目を記録</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change the dice</source>
        <translation>ダイスの目を直す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed them wrong? Take them back and type them again</source>
        <translation>入力を間違えたら、取り消してもう一度入力できます</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+451"/>
        <location line="+1"/>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour a circled leaf to lower the die by 1 (−)</source>
        <translation>丸で囲んだ葉っぱを1枚塗りつぶして、ダイスの目を1減らします（−）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour a circled leaf to raise the die by 1 (+)</source>
        <translation>丸で囲んだ葉っぱを1枚塗りつぶして、ダイスの目を1増やします（+）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Instead of writing it, circle the next leaf; in solo you also draw a thorn (every two thorns cost one item). At most one die per turn. (G)</source>
        <translation>数字を書き込む代わりに、次の葉っぱを丸で囲みます。ソロでは植物にトゲも1本描きます（トゲ2本ごとに小物1個分の減点）。見送れるのは1ターンにダイス1個までです。（G）</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Ask the coach for a plan for these dice (H)</source>
        <translation>このダイスでの手をコーチに聞く (H)</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Roll the dice</source>
        <translation>ダイスを振る</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Roll both dice (Space or R)</source>
        <translation>ダイスを2個振ります（Space または R）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaves</source>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <source>Colour a circled leaf to lower the die by 1</source>
        <translation type="vanished">丸で囲んだ葉っぱを1枚塗りつぶして、ダイスの目を1減らします</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lower the die by 1</source>
        <translation>ダイスを1下げる</translation>
    </message>
    <message>
        <source>Colour a circled leaf to raise the die by 1</source>
        <translation type="vanished">丸で囲んだ葉っぱを1枚塗りつぶして、ダイスの目を1増やします</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the die by 1</source>
        <translation>ダイスを1上げる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up this die</source>
        <translation>このダイスを見送る</translation>
    </message>
    <message>
        <source>Instead of writing it, circle the next leaf; in solo you also draw a thorn (every two thorns cost one item). At most one die per turn.</source>
        <translation type="vanished">数字を書き込む代わりに、次の葉っぱを丸で囲みます。ソロでは植物にトゲも1本描きます（トゲ2本ごとに小物1個分の減点）。見送れるのは1ターンにダイス1個までです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last move of this turn (Ctrl+Z)</source>
        <translation>このターンの直前の操作を取り消します（Ctrl+Z）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm turn</source>
        <translation>ターンを確定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End this turn (Ctrl+Enter)</source>
        <translation>このターンを終えます（Ctrl+Enter）</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Leaves may take a die below 1 or above 6: it is written as it is, from 0 to 9.</source>
        <translation>葉っぱでダイスの目を1未満や6より大きくできます。その目のまま、0から9で書き込みます。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Roll the starting dice</source>
        <translation>最初のダイスを振る</translation>
    </message>
    <message>
        <source>%1 circled leaves to spend</source>
        <translation type="vanished">使える葉っぱ：%1枚</translation>
    </message>
    <message>
        <source>%1 circled leaf to spend</source>
        <translation type="vanished">使える葉っぱ：%1枚</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+71"/>
        <source>Die %1 is written as %2</source>
        <translation>ダイス%1を「%2」として書き込みます</translation>
    </message>
    <message>
        <source>%1 leaves</source>
        <translation type="vanished">葉っぱ%1枚</translation>
    </message>
    <message>
        <source>%1 leaf</source>
        <translation type="vanished">葉っぱ%1枚</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+75"/>
        <source>%1 → %2, colours %3</source>
        <translation>%1 → %2（%3を塗りつぶす）</translation>
    </message>
    <message numerus="yes">
        <location line="-77"/>
        <location line="+70"/>
        <source>%n circled leaf/leaves to spend</source>
        <translation>
            <numerusform>使える葉っぱ：%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-71"/>
        <location line="+77"/>
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>葉っぱ%n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <location line="-475"/>
        <source>Die %1</source>
        <translation>ダイス%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not rolled</source>
        <translation>%1：まだ振っていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, played</source>
        <translation>%1、使用済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, written as %2</source>
        <translation>%1、%2として書き込み</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>played</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>die %1</source>
        <translation>ダイス%1</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/page.py" line="+127"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import…</source>
        <translation>読み込む…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>書き出す…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>遊ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>元に戻す（Ctrl+Z）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>やり直す（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/tools.py" line="+110"/>
        <source>Clouds</source>
        <translation>雲</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Stars</source>
        <translation>星</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moons</source>
        <translation>月</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Line ends</source>
        <translation>列の端</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Notes</source>
        <translation>音符</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Polaroids</source>
        <translation>ポラロイド</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Frames</source>
        <translation>額縁</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Tap an empty place to add a cloud, a cloud to remove it</source>
        <translation>空いている場所をタップすると雲を追加、雲をタップすると削除します</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>%1 tool</source>
        <translation>%1ツール</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Tap a cloud to give it a star, or take it away</source>
        <translation>雲をタップすると星を付けたり外したりします</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tap a cloud to give it a moon, or take it away</source>
        <translation>雲をタップすると月を付けたり外したりします</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tap near the side of a cloud where a line&apos;s dot and sun go; tap a dot or sun to remove its line</source>
        <translation>列の点と太陽を置きたい側の雲の端をタップします。点か太陽をタップするとその列を削除します</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tap the clouds of a note, then add it in the Modules tab</source>
        <translation>音符の雲をタップしてから、「モジュール」タブで音符を追加します</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tap a star or moon cloud to link a polaroid to it, again to unlink</source>
        <translation>星か月の雲をタップするとポラロイドをつなぎ、もう一度タップすると外します</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tap the clouds of the frame family chosen in the Modules tab</source>
        <translation>「モジュール」タブで選んだ額縁の組の雲をタップします</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/page.py" line="+15"/>
        <source>Tool:</source>
        <translation>ツール：</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The board being edited</source>
        <translation>編集中のボード</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Big star</source>
        <translation>大きな星</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next point is a big star (or Shift+click)</source>
        <translation>次の点を大きな星にします（Shift+クリックでも）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back a point</source>
        <translation>点をひとつ戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the last point (Backspace)</source>
        <translation>最後の点を取り消します（Backspace）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the drawing (Enter)</source>
        <translation>描いた線を確定します（Enter）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the board as it was (Escape)</source>
        <translation>ボードを元のままにします（Esc）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shelf</source>
        <translation>棚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Modules</source>
        <translation>モジュール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawings</source>
        <translation>絵</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>Save and start a game on this board</source>
        <translation>保存して、このボードでゲームを始めます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A board with problems can be saved as a draft, not played</source>
        <translation>問題のあるボードは下書きとして保存できますが、遊ぶことはできません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Board editor: %1</source>
        <translation>ボードエディター：%1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The active tool: %1</source>
        <translation>使用中のツール：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, chosen</source>
        <translation>%1（選択中）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Choose an item first.</source>
        <translation>先に小物を選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This combination plays without the constellation.</source>
        <translation>この組み合わせでは星座を使いません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click along the drawing to place its points; Enter finishes, Escape cancels.</source>
        <translation>絵に沿ってクリックし、点を置いていきます。Enter で完了、Esc でキャンセルします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the track&apos;s points in order, from the lowest one where the pen starts; Shift+click places a big star. Enter finishes, Escape cancels.</source>
        <translation>ペンが始まるいちばん下の点から順に、道の点をクリックします。Shift+クリックで大きな星を置きます。Enter で完了、Esc でキャンセルします。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Place the points inside the item&apos;s box.</source>
        <translation>点は小物の枠の中に置いてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the points inside the constellation&apos;s box.</source>
        <translation>点は星座の枠の中に置いてください。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/tools.py" line="-69"/>
        <source>Tap near the side of the cloud where the line&apos;s dot and sun go.</source>
        <translation>列の点と太陽を置きたい側の、雲の端の近くをタップしてください。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>A polaroid is linked to a star or moon cloud: mark the cloud first.</source>
        <translation>ポラロイドは星か月の雲につなぎます。先に雲に印を付けてください。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose or add a frame family in the Modules tab first.</source>
        <translation>先に「モジュール」タブで額縁の組を選ぶか追加してください。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/page.py" line="+74"/>
        <source>Pick 2 to 4 clouds with the Notes tool first.</source>
        <translation>先に「音符」ツールで雲を2〜4個選んでください。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fix the board&apos;s problems first: the titles come from playing it.</source>
        <translation>先にボードの問題を直してください。称号はこのボードで遊んだ結果から決まります。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The titles could not be suggested: %1</source>
        <translation>称号を提案できませんでした：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: the title bands are unchanged.</source>
        <translation>中止しました。称号の段階は変わっていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing the board with the expert bot…</source>
        <translation>エキスパートのボットがこのボードで遊んでいます…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No title table fits this board: 90% of random games score below %1, and the expert bot reaches %2 or more in only 5% of its games, which leaves no room for bands 2 and 3. The title bands are unchanged.</source>
        <translation>このボードに合う称号の表はありません。ランダムなゲームの90%は%1点未満で、エキスパートのボットが%2点以上を取るのはゲームの5%だけなので、段階2と3の入る余地がありません。称号の段階は変わっていません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suggested from %1 games of the expert bot: its median is %2, and it reaches the top band in %3% of games. Type the printed bands instead if you have them.</source>
        <translation>エキスパートのボットの%1ゲームから提案しました。中央値は%2点で、最上位の段階に届いたのは%3%のゲームです。印刷された段階があれば、代わりにそれを入力してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This board is large: the expert bot played %1 of the %2 games asked for, so the bands are a rough guide.</source>
        <translation>このボードは大きいため、エキスパートのボットは依頼された%2ゲームのうち%1ゲームだけを遊びました。称号の段階は目安です。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing to undo.</source>
        <translation>元に戻す操作はありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to redo.</source>
        <translation>やり直す操作はありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+72"/>
        <source>Saved as a draft: %n problem(s) keep it from being played.</source>
        <translation>
            <numerusform>下書きとして保存しました。問題が%n件あるため、まだ遊べません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved: the board is in New game, under Your boards.</source>
        <translation>保存しました。「新しいゲーム」の「あなたのボード」にあります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+5"/>
        <source>Nothing was saved.</source>
        <translation>何も保存されていません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved as a copy, %1; the other window&apos;s version stays as it is.</source>
        <translation>コピー（%1）として保存しました。もう一方のウィンドウの版はそのままです。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened the version saved elsewhere; yours is kept as %1.</source>
        <translation>別の場所で保存された版を開きました。あなたの版は %1 として残してあります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A board with problems can be saved as a draft, not played.</source>
        <translation>問題のあるボードは下書きとして保存できますが、遊ぶことはできません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a board</source>
        <translation>ボードを読み込む</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+23"/>
        <source>Daydream board (*.json)</source>
        <translation>Daydream のボード (*.json)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>This board is already one of your boards (%1): it was opened, not imported again.</source>
        <translation>このボードはすでに「あなたのボード」にあります（%1）。読み込み直さずに開きました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imported: save it to keep it with your boards.</source>
        <translation>読み込みました。保存すると「あなたのボード」に加わります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the board</source>
        <translation>ボードを書き出す</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exported to %1.</source>
        <translation>%1 に書き出しました。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/combinations.py" line="+44"/>
        <source>No module</source>
        <translation>モジュールなし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>EditorProblems</name>
    <message>
        <location filename="../../daydream_qt/ui/core/board_words.py" line="-78"/>
        <source>row {}, column {}</source>
        <translation>{}行{}列</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/problems_panel.py" line="+24"/>
        <source>Besides the rules, a board of this app has at least {} rows and {} columns (and a column for each panel), at most {} clouds a line, {} dots and suns an item, {} shelves and {} leaves, exactly {} title bands, and a garland of at least {} moons. A star or a moon the combination does not use is ignored.</source>
        <translation>ルールとは別に、このアプリのボードには次の決まりがあります：{}行{}列以上（パネルごとに1列以上）、1列の雲は{}個まで、小物1つの点と太陽は{}個まで、棚は{}段まで、葉っぱは{}枚まで、称号の段階はちょうど{}つ、ガーランドの月は{}個以上。組み合わせが使わない星や月は無視されます。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/_templates.py" line="+2"/>
        <source>The board needs a name in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>ボードには英語・フランス語・日本語の名前が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} lies outside the {} by {} grid.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>{0}の雲が{1}×{2}のグリッドの外にあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} is listed twice.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>{}の雲が2回入っています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The grid needs at least {} clouds.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>グリッドには雲が{}個以上必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Panel {} holds no cloud: give its columns ({} to {}) at least one.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>パネル{0}には雲がありません。列{1}〜{2}に少なくとも1個置いてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} is cut off from the rest of the grid.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>{}の雲がグリッドの他の雲から離れています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The panels&apos; letters must spell the combination {}.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>パネルの文字は組み合わせ{}と同じ並びにしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} has {} panels and each panel needs at least one column: the grid needs at least {} columns.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>組み合わせ{}にはパネルが{}枚あり、パネルごとに1列以上必要です。グリッドには{}列以上必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each panel needs at least one column, the panels side by side from the left.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>各パネルには1列以上が必要で、パネルは左から隙間なく並べます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The panels cover {} columns but the grid has {}.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>パネルは{}列分ですが、グリッドは{}列あります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The grid needs at least one line: place a dot and a sun at the end of a row or column of clouds.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>グリッドには列が1本以上必要です。雲の横か縦の並びの端に、点と太陽を置いてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} has fewer than 2 clouds.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>列{}の雲が2個未満です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} has {} clouds; a line holds at most {}.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>列{}には雲が{}個あります。1本の列は{}個までです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} runs through {}, where there is no cloud.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>列{0}が、雲のない{1}を通っています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} lists a cloud twice (at {}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>列{}に同じ雲が2回入っています（{}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {} must run straight along one row or one column, cloud after cloud.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>列{}は、1つの行か列に沿って雲を順にまっすぐ通してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} is in two row lines ({} and {}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>{}の雲が横の列2本（{}と{}）に入っています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cloud at {} is in two column lines ({} and {}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>{}の雲が縦の列2本（{}と{}）に入っています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shelf needs at least one item.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>棚には小物が1個以上必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item {} needs a name in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>小物{}には英語・フランス語・日本語の名前が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} needs at least 2 dots or suns.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>小物「{}」には点か太陽が2個以上必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} must end on a sun.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>小物「{}」は太陽で終わる必要があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} has {} dots and suns; an item holds at most {}.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>小物「{}」には点と太陽が{}個あります。1個の小物は{}個までです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two items are called {}; each item needs its own id.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>「{}」という小物が2つあります。小物ごとに別のIDが必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} is on shelf {}; a board has at most {} shelves.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>小物「{}」が棚{}にあります。棚は{}段までです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} is listed after an item of a lower shelf.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>小物「{}」が、下の棚の小物より後に並んでいます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} names a drawing, {}, that the library does not have.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>小物「{0}」の絵「{1}」はライブラリにありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dot or sun {} of the item {} lies off its drawing {}; it belongs at ({}, {}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>小物「{1}」の点・太陽{0}が絵「{2}」から外れています。正しい位置は ({3}, {4}) です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A board has 1 to {} leaves.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>葉っぱは1〜{}枚です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At least one leaf must start circled.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>最初から丸で囲む葉っぱが1枚以上必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More leaves start circled ({}) than there are leaves ({}).</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>最初から丸で囲む葉っぱ（{}枚）が、葉っぱの数（{}枚）より多くなっています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The title table has exactly 4 bands.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>称号の表はちょうど4段階です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The title bands must start at 0 and each start above the one before.</source>
        <extracomment>daydream_qt/editor/problems.py, daydream_qt/engine/boarddef.py</extracomment>
        <translation>称号の段階は0点から始め、それぞれ前の段階より高い点数から始めてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each title needs a name in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>各称号には英語・フランス語・日本語の名前が必要です。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The item {} has the same name in French as in English; type its French name if it has another.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>小物「{}」のフランス語の名前が英語と同じです。別の名前があれば、フランス語の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} has the same name in Japanese as in English; type its Japanese name if it has another.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>小物「{}」の日本語の名前が英語と同じです。別の名前があれば、日本語の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} is still called {} in French; type its French name.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>小物「{0}」のフランス語の名前がまだ「{1}」のままです。フランス語の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item {} is still called {} in Japanese; type its Japanese name.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>小物「{0}」の日本語の名前がまだ「{1}」のままです。日本語の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Combination {} plays without {}: the board must not have them.</source>
        <extracomment>daydream_qt/engine/modules/registry.py</extracomment>
        <translation>組み合わせ{}は{}を使いません。ボードに入れないでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} plays with {}, which the board does not have.</source>
        <extracomment>daydream_qt/engine/modules/registry.py</extracomment>
        <translation>組み合わせ{}は{}を使いますが、ボードにありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shelf needs exactly one clover item and one bow tie item (the frames&apos; timers).</source>
        <extracomment>daydream_qt/engine/modules/solo.py</extracomment>
        <translation>棚にはクローバーの小物と蝶ネクタイの小物がちょうど1個ずつ必要です（額縁のタイマー）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clover and bow tie items belong to the frames only.</source>
        <extracomment>daydream_qt/engine/modules/solo.py</extracomment>
        <translation>クローバーと蝶ネクタイの役割は額縁モジュール専用です。</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>The constellation track needs at least 2 points.</source>
        <extracomment>daydream_qt/engine/modules/constellation.py</extracomment>
        <translation>星座の道には点が2個以上必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The track&apos;s first point is where the pen starts; it cannot be a big star.</source>
        <extracomment>daydream_qt/engine/modules/constellation.py</extracomment>
        <translation>星座の道の最初の点はペンの出発点なので、大きな星にはできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The constellation track needs at least one big star.</source>
        <extracomment>daydream_qt/engine/modules/constellation.py</extracomment>
        <translation>星座の道には大きな星が1個以上必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The constellation needs at least one star cloud.</source>
        <extracomment>daydream_qt/engine/modules/constellation.py</extracomment>
        <translation>星座には星の雲が1個以上必要です。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A garland of {} moons has {} rewards between them.</source>
        <extracomment>daydream_qt/engine/modules/garland.py</extracomment>
        <translation>月が{}個のガーランドには、その間に報酬が{}個あります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The garland needs at least 2 moons.</source>
        <extracomment>daydream_qt/engine/modules/garland.py</extracomment>
        <translation>ガーランドには月が2個以上必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reward {} of the garland: points are worth 1 or more, a leaf has no value.</source>
        <extracomment>daydream_qt/engine/modules/garland.py</extracomment>
        <translation>ガーランドの報酬{}：点数は1点以上、葉っぱには点数を付けません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The garland needs at least one moon cloud.</source>
        <extracomment>daydream_qt/engine/modules/garland.py</extracomment>
        <translation>ガーランドには月の雲が1個以上必要です。</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>There are exactly three frame families (there are {}).</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>額縁の組はちょうど3つです（今は{}つ）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frame family {} covers no cloud.</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>額縁の組「{}」が雲を1つも囲んでいません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frame family {} covers {}, where there is no cloud.</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>額縁の組「{0}」が、雲のない{1}を囲んでいます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frame family {} lists a cloud twice.</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>額縁の組「{}」に同じ雲が2回入っています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frame family {} needs a name in English, French and Japanese.</source>
        <extracomment>daydream_qt/engine/modules/frames.py</extracomment>
        <translation>額縁の組「{}」には英語・フランス語・日本語の名前が必要です。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The musical notes need at least one note.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>音符モジュールには音符が1個以上必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} touches {}, where there is no cloud.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>音符{0}が、雲のない{1}に触れています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} lists a cloud twice.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>音符{}に同じ雲が2回入っています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} is a single note: it sits between two neighbouring clouds.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>音符{}は単音符なので、隣り合う2つの雲の間に置きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} sits where a line already joins its two clouds.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>音符{}の2つの雲は、すでに列でつながっています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note {} is a double note: it touches 3 or 4 clouds around one gap.</source>
        <extracomment>daydream_qt/engine/modules/notes.py</extracomment>
        <translation>音符{}は複音符なので、1つのすき間を囲む3〜4個の雲に触れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are exactly six polaroids (there are {}).</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>ポラロイドはちょうど6枚です（今は{}枚）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Polaroid {} is linked to {}, where there is no cloud.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>ポラロイド{0}が、雲のない{1}につながっています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Polaroid {} shows a star, so the cloud at {} must carry a star.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>ポラロイド{0}は星なので、{1}の雲にも星が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Polaroid {} shows a moon, so the cloud at {} must carry a moon.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>ポラロイド{0}は月なので、{1}の雲にも月が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Polaroids go left to right, one per column.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>ポラロイドは左から右へ、1列に1枚ずつ並べます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winter Memories has 3 star and 3 moon polaroids.</source>
        <extracomment>daydream_qt/engine/modules/polaroids.py</extracomment>
        <translation>冬の思い出には星のポラロイドが3枚、月のポラロイドが3枚あります。</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Combination {} plays without stars: the {} stars of the grid are ignored.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>組み合わせ{}は星を使いません。グリッドの{}個の星は無視されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} plays without stars: the star at {} is ignored.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>組み合わせ{}は星を使いません。{}の星は無視されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} plays without moons: the {} moons of the grid are ignored.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>組み合わせ{}は月を使いません。グリッドの{}個の月は無視されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} plays without moons: the moon at {} is ignored.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>組み合わせ{}は月を使いません。{}の月は無視されます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{}.</source>
        <extracomment>daydream_qt/editor/problems.py</extracomment>
        <translation>{}。</translation>
    </message>
</context>
<context>
    <name>EditorRefusals</name>
    <message>
        <location line="+60"/>
        <source>A name or a title is text.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>名前や称号は文字で入力します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A name or a title is at most 120 characters long.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>名前や称号は120文字までです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no combination called {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>{}という組み合わせはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A grid has 2 to {} rows and columns.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>グリッドの行と列は2〜{}です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is not a board file the editor can open: {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>エディターで開けるボードのファイルではありません：{}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is not a board file the editor can open.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>エディターで開けるボードのファイルではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names are given in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>名前は英語・フランス語・日本語で付けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The difficulty is easy, medium or hard.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>難易度はやさしい・ふつう・むずかしいのどれかです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each panel has one column or more.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>各パネルは1列以上です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The panels must share the grid&apos;s {} columns.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>パネルでグリッドの{}列を分け合ってください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such panel.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>そのパネルはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With {} panels on {} columns, a panel has 1 to {} columns.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>パネル{0}枚・{1}列のボードでは、パネル1枚の列数は1〜{2}です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A place on the grid is a row and a column.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>グリッドの場所は行と列で指定します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {}, column {} is outside the grid.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>{}行{}列はグリッドの外です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A cloud carries a star, a moon or nothing.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>雲に付けられるのは星か月だけです（付けなくてもかまいません）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is already a cloud at row {}, column {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>{}行{}列にはもう雲があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no cloud at row {}, column {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>{}行{}列に雲はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A line&apos;s dot and sun sit left, right, above or below its last cloud.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>列の点と太陽は、最後の雲の左・右・上・下のどれかに置きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The line must start on a cloud of the same row or column, with clouds all the way to its end.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>列は同じ行か列の雲から始まり、端まで雲が続いている必要があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A line joins at least 2 clouds, and this one has no free neighbour on the other side of its dot and sun.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>列は2個以上の雲をつなぎますが、この雲には点と太陽の反対側に空いている隣の雲がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A line joins at least 2 clouds.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>列は2個以上の雲をつなぎます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such line.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>その列はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such item on the shelf.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>その小物は棚にありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is already an item called {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>{}という小物はもうあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A board has shelves 1 to {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>棚は1〜{}段です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A drawn item has one dot or sun at each point of its line.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>線で描く小物は、線の各点に点か太陽が1つずつあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such place on the shelf.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>棚にその場所はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The item has no such dot or sun.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>その小物にその点や太陽はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An item has 2 to {} dots and suns.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>小物の点と太陽は2〜{}個です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A board has 1 to {} leaves.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>葉っぱは1〜{}枚です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Between one leaf and all of them start circled.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>最初から丸で囲む葉っぱは、1枚から全部までです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four bands, each starting at a score from 0 to {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>段階は4つで、それぞれ0〜{}点から始まります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are four title bands.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>称号の段階は4つです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Titles are given in English, French and Japanese.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>称号は英語・フランス語・日本語で付けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combination {} does not play with this module.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>組み合わせ{}ではこのモジュールを使いません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A track has at most {} points.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>星座の道の点は{}個までです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The track has no such point.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>星座の道にその点はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A drawn track has 2 to {} points.</source>
        <extracomment>daydream_qt/editor/model.py, daydream_qt/ui/editor/page.py</extracomment>
        <translation>描く道の点は2〜{}個です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A point is two numbers from 0 to 1.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>点は0〜1の2つの数で表します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A note touches 2, 3 or 4 clouds.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>音符が触れる雲は2〜4個です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such note.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>その音符はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A polaroid shows a star or a moon.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>ポラロイドは星か月です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such polaroid.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>そのポラロイドはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The polaroids score by stars minus moons or by distinct values.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>ポラロイドの得点は「星から月を引く」か「異なる数」のどちらかです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A garland has 2 to {} moons.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>ガーランドの月は2〜{}個です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The garland has no such reward.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>ガーランドにその報酬はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A reward is a leaf, or points worth 1 or more.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>報酬は葉っぱか、1点以上の点数です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are three frame families.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>額縁の組は3つです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is already a frame family called {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>{}という額縁の組はもうあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such frame family.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>その額縁の組はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An id is one or more lowercase words or numbers joined by -.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>IDは、小文字の英単語か数字を - でつないだものです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An item&apos;s role is clover or bow tie.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>小物の役割はクローバーか蝶ネクタイです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each node of an item is a dot or a sun.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>小物の各ポイントは点か太陽です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A drawn item has 2 to {} points.</source>
        <extracomment>daydream_qt/editor/model.py, daydream_qt/ui/editor/page.py</extracomment>
        <translation>線で描く小物の点は2〜{}個です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A point lies inside the item&apos;s box (0 to 1 across and down).</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>点は小物の枠の中（横も縦も0〜1）に置きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The library has no drawing called {}.</source>
        <extracomment>daydream_qt/editor/model.py</extracomment>
        <translation>ライブラリに{}という絵はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is a link or a special file, not a board file, so it was not opened.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{}はリンクまたは特殊なファイルで、ボードのファイルではないため、開きませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} was a link or a special file, not a board file; it was set aside as {}.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{}はリンクまたは特殊なファイルで、ボードのファイルではなかったため、{} として別に残しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is larger than a board file can be.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{}はボードのファイルとしては大きすぎます。</translation>
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
        <translation>{}はエディターで開けるボードのファイルではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is not a board file the editor can open: {}.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{}はエディターで開けるボードのファイルではありません：{}。</translation>
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
        <translation>ボードを{}に保存できませんでした：{}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This board cannot be played yet: {}</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>このボードはまだ遊べません：{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} is not one of your boards any more.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{}はもう「あなたのボード」にありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} could not be deleted: {}.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>{0}を削除できませんでした：{1}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A board needs a name.</source>
        <extracomment>daydream_qt/editor/store.py</extracomment>
        <translation>ボードには名前が必要です。</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/end_screen.py" line="+122"/>
        <source>The dream is over</source>
        <translation>夢のおわり</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your title</source>
        <translation>あなたの評価</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same combination with new dice</source>
        <translation>同じ組み合わせを、新しいダイスの目で遊びます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at the board</source>
        <translation>ボードを見る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records</source>
        <translation>記録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your finished games, bests and titles</source>
        <translation>終えたゲーム、自己ベスト、獲得した評価</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>書き出す…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sheet as a picture (PNG, SVG) or a PDF</source>
        <translation>ボードを画像（PNG、SVG）またはPDFで書き出します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game turn by turn</source>
        <translation>ゲームを1ターンずつたどる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review my game</source>
        <translation>ゲームを振り返る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review: the points lost each turn and the three biggest mistakes</source>
        <translation>コーチの振り返り：ターンごとに失った点と大きなミス トップ3</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Sheet</source>
        <translation>ボード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose sheet is shown</source>
        <translation>表示中のボード</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %nターン</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · seed %2 · %3 turns</source>
        <translation type="vanished">%1 · シード %2 · %3ターン</translation>
    </message>
    <message>
        <source>%1 · seed %2 · %3 turn</source>
        <translation type="vanished">%1 · シード %2 · %3ターン</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Finished items (%1 of %2)</source>
        <translation>描き上げた小物（%2個中%1個）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thorns: %1 (one item lost per two)</source>
        <translation>トゲ：%1本（2本ごとに小物1個分の減点）</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>%1 · seed %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · シード %2 · %nターン</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <location filename="../../daydream_qt/ui/window/export_actions.py" line="+92"/>
        <source>&amp;Export sheet…</source>
        <translation>シートを書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;int…</source>
        <translation>印刷(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print a &amp;blank board…</source>
        <translation>白紙のボードを印刷(&amp;B)…</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} · replay, turn {1}</source>
        <translation>{0} · リプレイ {1}ターン目</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>PNG picture (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG図形 (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+168"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF文書 (*.pdf)</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Export the sheet: {0}</source>
        <translation>シートを書き出す：{0}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The sheet was exported to {0}</source>
        <translation>シートを {0} に書き出しました</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Print the sheet: {0}</source>
        <translation>シートを印刷：{0}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The blank board was saved to {0}</source>
        <translation>白紙のボードを {0} に保存しました</translation>
    </message>
    <message>
        <source>Export the sheet</source>
        <translation type="vanished">シートを書き出す</translation>
    </message>
    <message>
        <location line="-138"/>
        <location line="+16"/>
        <location line="+118"/>
        <source>Cannot export</source>
        <translation>書き出せません</translation>
    </message>
    <message>
        <source>Print the sheet</source>
        <translation type="vanished">シートを印刷</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Cannot print</source>
        <translation>印刷できません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The printer could not be used; nothing was printed.</source>
        <translation>プリンターを使えなかったため、何も印刷されませんでした。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Save the blank board</source>
        <translation>白紙のボードを保存</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../../daydream_qt/ui/window/file_actions.py" line="+280"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start &amp;page</source>
        <translation>スタート画面(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>最近のゲーム(&amp;R)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No recent games</source>
        <translation>最近のゲームはありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear the list</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Daydream</source>
        <translation>Daydream</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation type="vanished">無題のゲーム</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0}[*] — Daydream</source>
        <translation>{0}[*] — Daydream</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game in progress has changes not yet saved in “{0}”. Save them before it is replaced?</source>
        <translation>進行中のゲームには「{0}」に保存されていない変更があります。置き換える前に保存しますか？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep this game?</source>
        <translation>このゲームを残しますか?</translation>
    </message>
    <message>
        <location line="+296"/>
        <source>The autosave was a link or a special file, not a saved game; it was set aside as {0}.</source>
        <translation>自動保存のファイルがリンクまたは特殊なファイルで、保存されたゲームではなかったため、{0} として別に残しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosave is a link or a special file, not a saved game, so it was not opened.</source>
        <translation>自動保存のファイルがリンクまたは特殊なファイルで、保存されたゲームではないため、開きませんでした。</translation>
    </message>
    <message>
        <location line="-301"/>
        <source>The game in progress is not saved in a file. Save it before it is replaced?</source>
        <translation>進行中のゲームはファイルに保存されていません。置き換える前に保存しますか?</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>{0} (changes autosaved)</source>
        <translation>{0}（変更は自動保存済み）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} (autosaved)</source>
        <translation>{0}（自動保存済み）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+78"/>
        <source>Daydream games (*.daydream)</source>
        <translation>Daydream のゲーム (*.daydream)</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>{0} cannot be opened. {1}</source>
        <translation>{0} を開けません。{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open this file</source>
        <translation>このファイルを開けません</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+99"/>
        <source>Save this game</source>
        <translation>このゲームを保存</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+30"/>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <location line="-370"/>
        <location line="+458"/>
        <source>The folder {0} cannot be written to.</source>
        <translation>フォルダー {0} に書き込めません。</translation>
    </message>
    <message>
        <location line="-455"/>
        <source>Too many Daydream windows are open at once.</source>
        <translation>Daydream のウィンドウが多すぎます。</translation>
    </message>
    <message>
        <location line="+355"/>
        <source>{0} is a link to {1}. Save into {1}?</source>
        <translation>{0} は {1} へのリンクです。{1} に保存しますか？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is read-only. Replace it anyway?</source>
        <translation>{0} は読み取り専用です。それでも置き換えますか？</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>The game is not being autosaved: {0} It is kept while the app is open; Save As can put it elsewhere.</source>
        <translation>ゲームは自動保存されていません：{0} アプリを開いている間は保持されます。「名前を付けて保存」で別の場所に保存できます。</translation>
    </message>
</context>
<context>
    <name>FormDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/form_dialog.py" line="+25"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../daydream_qt/ui/core/controller.py" line="+97"/>
        <source>This is {0}&apos;s sheet: you can look at it, not write on it.</source>
        <translation>これは {0} のボードです。見ることはできますが、書き込むことはできません。</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Roll the dice first.</source>
        <translation>まずダイスを振ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice are already played this turn.</source>
        <translation>このターンのダイスは2個とも使い終わりました。</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/game_page.py" line="+263"/>
        <source>Draw strokes for me</source>
        <translation>線を自動で引く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending strokes are drawn on the shelf automatically</source>
        <translation>引ける線を棚の小物に自動で引きます</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Back to the results</source>
        <translation>結果に戻る</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dice, hints and reminders</source>
        <translation>ダイス、ヒント、ルールのおさらい</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reminders…</source>
        <translation>ルールのおさらい…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules of this game in a few lines (Help menu)</source>
        <translation>このゲームのルールを数行で（ヘルプメニュー）</translation>
    </message>
    <message>
        <location line="+604"/>
        <source>Reminders</source>
        <translation>ルールのおさらい</translation>
    </message>
    <message>
        <location line="-821"/>
        <source>A full line of all-different numbers circles its dot: one dot stroke per cloud.</source>
        <translation>すべて違う数字で列が埋まったら、点を丸で囲み、マスの数だけ点の線を引きます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full line that counts up or down by one (2-3-4-5) circles its sun: one sun stroke per cloud.</source>
        <translation>連番（2-3-4-5 のように1ずつ増減）で列が埋まったら、太陽を丸で囲み、マスの数だけ太陽の線を引きます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A repeated number crosses the line out.</source>
        <translation>同じ数字が重複した列は、×で消されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strokes draw the first unfinished item on the shelf; each finished item is a point.</source>
        <translation>線は棚の描きかけの小物に順に引きます。描き上げた小物1個につき1点です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each circled leaf you colour changes a die by 1, up or down.</source>
        <translation>丸で囲んだ葉っぱを1枚塗るごとに、ダイスの目を1増やすか減らせます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giving up a die circles a leaf and draws a thorn: two thorns cost one item.</source>
        <translation>ダイスを見送ると、葉っぱを丸で囲み、トゲを1本描きます。トゲ2本で小物1個分の減点です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giving up a die circles a leaf.</source>
        <translation>ダイスを見送ると、葉っぱを丸で囲みます。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/constellation.py" line="-17"/>
        <source>A number written on a star draws that many strokes of the constellation.</source>
        <translation>星のマスに書いた数だけ、星座の線を引きます。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/notes.py" line="-14"/>
        <source>A note&apos;s head is coloured when the clouds it touches hold the same number.</source>
        <translation>音符が触れるマスが同じ数字になると、音符の玉を塗ります。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/polaroids.py" line="-22"/>
        <source>A number written in a star or moon cloud is copied to its polaroid.</source>
        <translation>星や月のマスに書いた数字は、そのポラロイドに写します。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="-14"/>
        <source>A number written on a moon hangs on the garland; two equal moons in a row win its reward.</source>
        <translation>月のマスに書いた数字はガーランドに掛けます。同じ数字の月が続くと、その間のごほうびを得ます。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="-33"/>
        <source>Filling every cloud of a frame family takes its best reward still free.</source>
        <translation>額縁の仲間のマスをすべて埋めると、残っている一番よいごほうびを取ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alone, the clover&apos;s first stroke crosses out the frames&apos; 5s; the bow tie&apos;s, their 2s.</source>
        <translation>ひとりで遊ぶときは、クローバーへの最初の線で額縁の5点が、蝶ネクタイへの最初の線で2点が×で消されます。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/window/accessibility.py" line="-63"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to do next</source>
        <translation>次にすること</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/handover.py" line="+38"/>
        <source>Last turn: {0}&apos;s sheet is complete, the game ends with this turn.</source>
        <translation>最後のターン：{0} のボードが完成しました。このターンでゲームが終わります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last turn: the sheets of {0} are complete, the game ends with this turn.</source>
        <translation>最後のターン：{0} のボードが完成しました。このターンでゲームが終わります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <comment>between two names</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{0}: back to my sheet</source>
        <translation>{0}：自分のボードに戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Takes your last move back, until the next player acts (Ctrl+Z)</source>
        <translation>次のプレイヤーが操作するまで、直前の操作を取り消せます（Ctrl+Z）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand-over</source>
        <translation>交代</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the device to {0}</source>
        <translation>{0} に端末を渡してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The starting numbers</source>
        <translation>最初の数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {0}</source>
        <translation>{0}ターン目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {0}: show my sheet</source>
        <translation>{0} です。自分のボードを表示</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../daydream_qt/ui/core/help_texts.py" line="+31"/>
        <source>Two dice for everyone</source>
        <translation>全員に2個のダイス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writing in the clouds</source>
        <translation>雲に書き込む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines and their ends</source>
        <translation>列とその端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different, or a run</source>
        <translation>すべて違う数字か、連番か</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strokes on the shelf</source>
        <translation>棚に線を引く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finishing items</source>
        <translation>小物を描き上げる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaves</source>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thorns (solo)</source>
        <translation>トゲ（ソロ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game</source>
        <translation>ゲームの終わり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach and the bots</source>
        <translation>コーチとボット</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each turn the two dice are rolled once, and every player uses the same two numbers.</source>
        <translation>毎ターン、2個のダイスを1回振り、全員が同じ2つの数字を使います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before the first turn come the starting numbers: write both dice in any two empty clouds.</source>
        <translation>最初のターンの前に、はじめの数字を書きます。2個のダイスを好きな空いている雲2つに書き込みます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then play both dice of every turn, in the order you like: write each one, or give one up.</source>
        <translation>その後は毎ターン、2個のダイスを好きな順に使います。それぞれ書き込むか、1個を見送ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When both dice are played, confirm the turn. Until then, Undo takes your moves back.</source>
        <translation>2個とも使ったら、ターンを確定します。それまでは「元に戻す」で取り消せます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a scoresheet the app rolls nothing: type in the dice rolled at the table.</source>
        <translation>スコアシートではアプリはダイスを振りません。テーブルで振った目を入力します。</translation>
    </message>
    <message>
        <source>Hint asks the coach for a plan of the turn: alone, and for every person at a pass-and-play table, never for a bot.</source>
        <translation type="vanished">「ヒント」でコーチにこのターンのプランを聞けます。ソロのときと、交代プレイの各プレイヤー（人間）が使えます。ボットには使えません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint asks the coach for a plan of the turn once the dice are rolled or typed in: for every person, alone or at a pass-and-play table, never for a bot.</source>
        <translation>ダイスを振るか入力したあと、「ヒント」でこのターンのプランをコーチに聞けます。ソロでも交代プレイでも、人間のプレイヤーなら誰でも使えます。ボットには使えません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a die, then an empty cloud next to a cloud that already holds a number: left, right, above or below.</source>
        <translation>ダイスを選び、数字の入った雲の隣（左右か上下）の空いている雲を選びます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cloud you filled earlier in the same turn counts as filled.</source>
        <translation>同じターンに先に埋めた雲も、埋まった雲として数えます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The glowing clouds are where the chosen die may go.</source>
        <translation>光っている雲が、選んだダイスを書ける場所です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the keyboard, the arrow keys move a cursor between the clouds and Enter writes there; while the cursor is hidden, Enter only shows it.</source>
        <translation>キーボードでは、矢印キーでカーソルを雲から雲へ動かし、Enterでそこに書き込みます。カーソルが隠れているときは、Enterはカーソルを表示するだけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your grid is full, the other die of that turn is not played.</source>
        <translation>グリッドがすべて埋まったら、そのターンのもう1個のダイスは使いません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The clouds form lines of two or more along the rows and the columns; a row may hold several lines.</source>
        <translation>雲は行と列に沿って2つ以上の列をつくります。1つの行に複数の列があることもあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every line ends with two icons: a dot and a sun.</source>
        <translation>どの列も、点と太陽の2つのアイコンで終わります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you fill the last empty cloud of a line, the line is scored at once.</source>
        <translation>列の最後の空いている雲を埋めると、その列はすぐに判定されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cloud often belongs to a row line and a column line: one number can complete both, and you choose which one is scored first.</source>
        <translation>雲はたいてい横の列と縦の列の両方に属します。1つの数字で両方が埋まることもあり、どちらを先に判定するかを選びます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point at a cloud to see its lines and what they would give.</source>
        <translation>雲を指すと、その列と得られるものが表示されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the line in order. If a number repeats, the line is crossed out and gives nothing.</source>
        <translation>列を順に読みます。同じ数字があれば、列は×で消され、何も得られません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different: its dot is circled, and you draw as many dot strokes as the line has clouds.</source>
        <translation>すべて違う数字なら、点を丸で囲み、列の雲の数だけ点の線を引きます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different and counting up or down by one the whole way (2-3-4-5, 5-4-3-2): its sun is circled, and you draw as many sun strokes as the line has clouds.</source>
        <translation>すべて違う数字で、列全体が1ずつ増えるか減る（2-3-4-5、5-4-3-2）なら、太陽を丸で囲み、列の雲の数だけ太陽の線を引きます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-4-3-5 is all different but not a run: it circles the dot.</source>
        <translation>2-4-3-5 はすべて違う数字ですが連番ではないので、点を丸で囲みます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strokes draw the items of the shelf, always the first unfinished one: shelves from top to bottom, items from left to right.</source>
        <translation>線は棚の小物に引きます。いつも描きかけの最初の小物に、棚は上から下へ、小物は左から右へ進みます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A dot stroke moves the pen to the next node, dot or sun.</source>
        <translation>点の線は、ペンを次の点（点または太陽）まで進めます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sun stroke moves the pen to the next sun, passing any dots on the way.</source>
        <translation>太陽の線は、途中の点を飛ばして、ペンを次の太陽まで進めます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pen stands on a round disc, the next stroke&apos;s end in a diamond: tap either one, or drag from one to the other along the drawing, either way; running on past the end is fine.</source>
        <translation>ペンは丸い円の上に、次の線の終わりはひし形の中にあります。どちらかをタップするか、絵に沿って一方からもう一方へ（どちら向きでも）ドラッグします。終わりを通り過ぎてもかまいません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, or ticking “Draw strokes for me”, draws it too. A gesture that draws nothing says why above the board.</source>
        <translation>Enterキーか、「線を自動で引く」にチェックを入れても線を引けます。何も引けなかった操作は、その理由がボードの上に表示されます。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>At a pass-and-play table, the hand-over screen tells the next player when a sheet is complete: that turn is the last.</source>
        <translation>交代プレイでは、誰かのボードが完成すると、交代の画面が次のプレイヤーに知らせます。そのターンが最後です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint asks the coach for its best plan of the turn, for every person in every mode: alone, at a pass-and-play table on your own turn, and on a scoresheet once both dice are typed in. A bot never gets one.</source>
        <translation>「ヒント」で、このターンの最善のプランをコーチに聞けます。どのモードでも、人間のプレイヤーなら誰でも使えます。ソロではいつでも、交代プレイでは自分のターンに、スコアシートではダイスを2個とも入力したあとに使えます。ボットには使えません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its card says why in one sentence and pencilled rings show what to write where; Play it makes those moves, and you still confirm the turn.</source>
        <translation>カードには理由がひと言で書かれ、鉛筆の丸でどこに何を書くかが示されます。「この手を打つ」でその手を実行します。ターンの確定はご自身で行います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the game, Review my game (or Review on the Records page) shows the coach&apos;s review of every person&apos;s game: the points lost each turn and the three biggest mistakes.</source>
        <translation>ゲームのあとは「ゲームを振り返る」（または記録画面の「振り返り」）で、人間のプレイヤー全員のゲームをコーチが振り返ります。ターンごとに失った点と、大きなミス トップ3がわかります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bot at a pass-and-play table plays at one of three levels: Relaxed, the gentlest; Steady, which plans its whole turn; Coach, the coach itself and the strongest.</source>
        <translation>交代プレイのボットは3つのレベルで遊びます。いちばんやさしい「のんびり」、ターン全体の手を考える「しっかり」、そしてコーチ本人でいちばん強い「コーチ」です。</translation>
    </message>
    <message>
        <source>Drag from the glowing pen node to the next node, press Enter, or tick “Draw strokes for me”.</source>
        <translation type="vanished">光っているペンの点から次の点までドラッグするか、Enter を押すか、「線を自動で引く」にチェックを入れます。</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>An item is finished when the pen reaches its last node, always a sun. Every finished item is worth 1 point.</source>
        <translation>ペンが最後の点（いつも太陽）に着くと、小物の完成です。完成した小物1個につき1点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strokes left over go on to the next item, from its first node. Strokes left when every item is finished are lost.</source>
        <translation>余った線は次の小物の最初の点から続けます。すべての小物が完成した後に残った線は失われます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An item showing a sun and a leaf gives a bonus when you finish it: one extra sun stroke, drawn at once on the next item, or your next leaf circled.</source>
        <translation>太陽と葉っぱの印がある小物を完成させるとボーナスがあります。太陽の線1本（すぐ次の小物に引きます）か、次の葉っぱを丸で囲むかを選びます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unfinished item scores nothing.</source>
        <translation>描きかけの小物は得点になりません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your sheet starts with a leaf or two already circled.</source>
        <translation>シートには、はじめから丸で囲まれた葉っぱが1〜2枚あります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before writing a die, colour circled leaves to change it: each leaf adds or takes away 1, and several leaves add up. A coloured leaf is spent.</source>
        <translation>ダイスを書く前に、丸で囲んだ葉っぱを塗って数字を変えられます。1枚で1増やすか減らし、何枚でも足し合わせられます。塗った葉っぱは使い切りです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number you write must stay between 0 and 9.</source>
        <translation>書く数字は0から9の間でなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Giving up a die circles your next empty leaf. You may give up one die per turn at most, and never a starting number.</source>
        <translation>ダイスを見送ると、次の空いている葉っぱを丸で囲みます。見送れるのは1ターンに1個まで、はじめの数字は見送れません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A leaf circled by giving up the first die may be coloured for the second.</source>
        <translation>1個目のダイスを見送って囲んだ葉っぱは、2個目のダイスに使えます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you play alone, giving up a die also draws a thorn on your plant.</source>
        <translation>ひとりで遊ぶときは、ダイスを見送ると植物にトゲも1本描きます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end every two thorns cost one item: 3 thorns cost 1, 5 thorns cost 2.</source>
        <translation>最後に、トゲ2本ごとに小物1個分を失います。トゲ3本で1、5本で2です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thorns count only when one player is at the table, on a scoresheet too.</source>
        <translation>トゲはテーブルのプレイヤーが1人のときだけ数えます。スコアシートでも同じです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>So a score can fall below zero.</source>
        <translation>そのため、得点がマイナスになることもあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} from {1}</source>
        <translation>{1}点から「{0}」</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends at the end of the turn in which a player fills every cloud of their grid or finishes every item of their shelf.</source>
        <translation>誰かがグリッドの雲をすべて埋めるか、棚の小物をすべて完成させたターンの終わりに、ゲームは終わります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score: the finished items, plus the points of the board&apos;s modules, minus one item for every two thorns when playing alone.</source>
        <translation>得点は、完成した小物の数に盤面のモジュールの点を足し、ひとりで遊ぶときはトゲ2本ごとに小物1個分を引いたものです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The highest score wins. A tie goes to the most strokes on the unfinished item; after that it is shared.</source>
        <translation>得点の一番高い人が勝ちです。同点なら描きかけの小物の線が多い人が勝ち、それでも同じなら引き分けです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alone, your score earns a title. {0}: {1}.</source>
        <translation>ひとりで遊ぶと、得点に応じて称号がもらえます。{0}：{1}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point at the score box to see what makes it up.</source>
        <translation>得点の枠を指すと、その内訳が表示されます。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/constellation.py" line="+24"/>
        <source>Some clouds carry a star. A number written in a star cloud moves the constellation pen that many points along the track, from its lowest point.</source>
        <translation>星のついた雲があります。星の雲に書いた数だけ、星座のペンを一番下の点から道に沿って進めます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every big star the pen reaches is circled: 1 point each.</source>
        <translation>ペンがたどり着いた大きな星は丸で囲み、1個につき1点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: the track has {1} points and {2} big stars, so up to {2} points.</source>
        <translation>{0}：道は{1}点、大きな星は{2}個なので、最大{2}点です。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/notes.py" line="+22"/>
        <source>A single note sits between two neighbouring clouds: its head is coloured when both hold the same number.</source>
        <translation>単音符は隣り合う2つの雲の間にあり、両方が同じ数字なら玉を塗ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double note touches 3 or 4 clouds: one head is coloured as soon as two of them hold the same number, both heads when all of them do.</source>
        <translation>複音符は3〜4個の雲に触れます。そのうち2つが同じ数字になれば玉を1つ、すべて同じなら玉を2つ塗ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every coloured head is 1 point.</source>
        <translation>塗った玉1つにつき1点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1} single notes and {2} double notes, so up to {3} points.</source>
        <translation>{0}：単音符{1}個と複音符{2}個なので、最大{3}点です。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/polaroids.py" line="+27"/>
        <source>Six polaroids above the grid are each linked to a star or moon cloud: a number written there is copied onto its polaroid.</source>
        <translation>グリッドの上の6枚のポラロイドは、それぞれ星か月の雲とつながっています。そこに書いた数字をポラロイドに写します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: the 3 star polaroids add their numbers and the 3 moon polaroids take theirs away; an empty polaroid counts 0.</source>
        <translation>{0}：星のポラロイド3枚の数字を足し、月のポラロイド3枚の数字を引きます。空のポラロイドは0です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>So the polaroids may score below zero: keep the moons low and the stars high.</source>
        <translation>そのため、ポラロイドの得点はマイナスにもなります。月は小さく、星は大きくしましょう。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}: 1 point for every different number on the polaroids, so up to 6 points.</source>
        <translation>{0}：ポラロイドの異なる数字1つにつき1点、最大6点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubled when all 6 are filled and count up or down by one in polaroid order (1-2-3-4-5-6 or 6-5-4-3-2-1): 12 points.</source>
        <translation>6枚すべてが埋まり、ポラロイドの順に1ずつ増えるか減る（1-2-3-4-5-6、6-5-4-3-2-1）なら2倍で12点です。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="+36"/>
        <source>{0} points</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a leaf</source>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some clouds carry a moon. A number written in a moon cloud is copied into the first empty moon of the garland, from the top.</source>
        <translation>月のついた雲があります。月の雲に書いた数字は、ガーランドの上から最初の空いている月に写します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When it equals the moon just above it, the two are joined and the reward between them is circled: points, or a leaf circled at once.</source>
        <translation>すぐ上の月と同じ数字なら、2つの月をつなぎ、その間のごほうびを丸で囲みます。点か、すぐに囲む葉っぱです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: the garland holds {1} moons; its rewards from the top are {2}. Moon numbers past the last moon are not copied.</source>
        <translation>{0}：ガーランドには月が{1}個あり、ごほうびは上から{2}です。最後の月より後の月の数字は写しません。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="+35"/>
        <source>clover</source>
        <translation>クローバー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bow tie</source>
        <translation>蝶ネクタイ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three families of frames each cover a few clouds. Fill every cloud of a family to take one of its rewards: {0} or {1} points.</source>
        <translation>3つの額縁のグループが、それぞれいくつかの雲を囲んでいます。グループの雲をすべて埋めると、ごほうびの{0}点か{1}点を取れます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With several players, the first to complete a family takes its {0}, the second its {1}; players who complete it in the same turn all take the best reward still free, and a taken reward is crossed out for the others.</source>
        <translation>複数で遊ぶときは、最初にグループを埋めた人が{0}、2番目の人が{1}を取ります。同じターンに埋めた人はみな、残っている一番よいごほうびを取り、取られたごほうびは他の人のシートで×をつけます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alone, a completed family takes its best reward still free at once. When you draw the first stroke on the {0}, every {1} not yet taken is crossed out; on the {2}, every {3}.</source>
        <translation>ひとりで遊ぶときは、グループを埋めるとすぐに残っている一番よいごほうびを取ります。{0}に最初の線を引いたら、まだ取っていない{1}をすべて×で消します。{2}なら{3}をすべて消します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: up to {1} points from frames.</source>
        <translation>{0}：額縁で最大{1}点です。</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/help_page.py" line="+45"/>
        <location line="+78"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Pages of How to play</source>
        <translation>遊び方のページ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Modules</source>
        <translation>モジュール</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous page</source>
        <translation>前のページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next page</source>
        <translation>次のページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close How to play</source>
        <translation>遊び方を閉じる</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Picture: %1</source>
        <translation>図：%1</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../daydream_qt/ui/window/help_actions.py" line="+66"/>
        <source>&amp;How to play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the &amp;tour</source>
        <translation>ツアーを見る(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Daydream</source>
        <translation>Daydream について(&amp;A)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Everywhere</source>
        <translation>どこでも</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose %1 › %2, from any page.</source>
        <translation>どのページからでも「%1 › %2」を実行します。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start page</source>
        <translation>スタート画面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Bonus icons</source>
        <translation>ボーナスの印</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An item showing a sun and a leaf gives a bonus when you finish it: one extra sun stroke, drawn at once on the next item, or your next leaf circled.</source>
        <translation>太陽と葉っぱの印がある小物を完成させるとボーナスがあります。太陽の線1本（すぐ次の小物に引きます）か、次の葉っぱを丸で囲むかを選びます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The leaves</source>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circled leaves change a die: before writing it, colour leaves in the dice panel; each coloured leaf adds or takes away 1, and is spent. Giving up a die, the leaf bonus and some modules circle more.</source>
        <translation>丸で囲んだ葉っぱでダイスの目を変えられます。書き込む前にダイスの欄で葉っぱを塗りつぶすと、1枚ごとに目を1増やすか減らせます。塗った葉っぱは使い切りです。ダイスを見送る、葉っぱのボーナス、いくつかのモジュールで、丸で囲む葉っぱが増えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thorns</source>
        <translation>トゲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing alone, giving up a die also draws a thorn on this plant. At the end every two thorns cost one item.</source>
        <translation>ソロでは、ダイスを見送るとこの植物にトゲも1本描きます。最後に、トゲ2本ごとに小物1個分の減点になります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A short tour shows where everything is: Enter or → goes on, ← goes back, Esc ends it at any time; Help › Take the tour brings it back.</source>
        <translation>短いツアーで画面の各部を案内します。Enter か → で次へ、← で前へ、Esc でいつでも終えられます。「ヘルプ › ツアーを見る」でまた見られます。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Roll the dice: Space or R, from anywhere but a focused button or a text field.</source>
        <translation>ダイスを振ります。Space か R で、フォーカスのあるボタンや入力欄以外ならどこからでも振れます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm the turn: it ends once both dice are played.</source>
        <translation>ターンを確定します。2個のダイスを使い終えるとターンが終わります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo your last move of this turn; on the hand-over, take your turn back.</source>
        <translation>このターンの直前の操作を取り消します。交代の画面では、終えたばかりのターンに戻ります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ask the coach for a hint: its card says what it would play.</source>
        <translation>コーチにヒントを聞きます。コーチならどう打つかがカードに表示されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen.</source>
        <translation>全画面表示を終えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay: go back one turn.</source>
        <translation>リプレイ：1ターン戻ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go on one turn.</source>
        <translation>リプレイ：1ターン進みます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go to the first turn.</source>
        <translation>リプレイ：最初のターンに移ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go to the last turn.</source>
        <translation>リプレイ：最後のターンに移ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go back one step of the turn.</source>
        <translation>リプレイ：ターンの中で1手戻ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go on one step of the turn.</source>
        <translation>リプレイ：ターンの中で1手進みます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: go back to where the replay was opened from.</source>
        <translation>リプレイ：リプレイを開いた画面に戻ります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move the keyboard&apos;s focus on, or back: the board, the dice, the leaves&apos; − and +, Give up, Undo, Confirm, then the coach&apos;s card.</source>
        <translation>キーボードのフォーカスを次へ、または前へ動かします。順に、ボード、ダイス、葉っぱの − と +、「このダイスを見送る」「元に戻す」「ターンを確定」、最後にコーチのカードです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the button that has the keyboard&apos;s focus.</source>
        <translation>キーボードのフォーカスがあるボタンを押します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cursor from cloud to cloud: a small card says where it is.</source>
        <translation>カーソルを雲から雲へ動かします。小さなカードに今の位置が表示されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the die showing that number at the cursor.</source>
        <translation>その目のダイスをカーソルの位置に書き込みます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the chosen die at the cursor, or draw the next stroke when strokes are pending.</source>
        <translation>選んだダイスをカーソルの位置に書き込みます。引ける線があるときは、次の線を引きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the other die.</source>
        <translation>もう1個のダイスを選びます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour a circled leaf: − lowers the chosen die by 1, + raises it; the other key takes the leaf back.</source>
        <translation>丸で囲んだ葉っぱを塗ります。− で選んだダイスの目を1減らし、+ で1増やします。反対のキーで葉っぱを戻します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the chosen die: your next leaf is circled (and, playing alone, a thorn drawn).</source>
        <translation>選んだダイスを見送ります。次の葉っぱを丸で囲みます（ソロではトゲも1本描きます）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which of two completed lines is resolved first.</source>
        <translation>埋まった2つの列のどちらを先に判定するかを選びます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the sun bonus or the leaf bonus.</source>
        <translation>太陽のボーナスか葉っぱのボーナスを取ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play it: make the coach&apos;s suggested moves; you still confirm the turn.</source>
        <translation>「この手を打つ」：コーチのおすすめの手を実行します。ターンの確定はご自身で行います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dismiss the coach&apos;s hint (Esc first closes a card open on the board).</source>
        <translation>コーチのヒントを閉じます（ボード上にカードが開いているときは、Esc でまずそのカードを閉じます）。</translation>
    </message>
    <message>
        <source>Undo your last move of this turn</source>
        <translation type="vanished">このターンの直前の操作を取り消す</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation type="vanished">ダイスを振る</translation>
    </message>
    <message>
        <source>Confirm the turn</source>
        <translation type="vanished">ターンを確定</translation>
    </message>
    <message>
        <source>Ask the coach for a hint (solo)</source>
        <translation type="vanished">コーチにヒントを聞く（ソロ）</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation type="vanished">全画面表示を終える</translation>
    </message>
    <message>
        <source>Move the cursor from cloud to cloud</source>
        <translation type="vanished">カーソルを雲から雲へ動かす</translation>
    </message>
    <message>
        <source>Write the die showing that number at the cursor</source>
        <translation type="vanished">その目のダイスをカーソルの位置に書く</translation>
    </message>
    <message>
        <source>Write the chosen die at the cursor, or draw the next stroke</source>
        <translation type="vanished">選んだダイスをカーソルの位置に書く、または次の線を引く</translation>
    </message>
    <message>
        <source>Choose the other die</source>
        <translation type="vanished">もう1個のダイスを選ぶ</translation>
    </message>
    <message>
        <source>Which of two completed lines is scored first</source>
        <translation type="vanished">埋まった2つの列のどちらを先に判定するか</translation>
    </message>
    <message>
        <source>Take the sun bonus or the leaf bonus</source>
        <translation type="vanished">太陽のボーナスか葉っぱのボーナスを取る</translation>
    </message>
    <message>
        <source>A command of the game</source>
        <translation type="vanished">ゲームの操作</translation>
    </message>
    <message>
        <location line="-225"/>
        <source>Playing</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the board</source>
        <translation>盤面で</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take the tour</source>
        <translation>ツアーを見る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tour shows the game page: start or continue a game first.</source>
        <translation>ツアーではゲーム画面を案内します。先にゲームを始めるか、続きから再開してください。</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Welcome to Daydream</source>
        <translation>Daydream へようこそ</translation>
    </message>
    <message>
        <source>A short tour shows where everything is. Skip it or press Esc at any time; Help › Take the tour brings it back.</source>
        <translation type="vanished">短いツアーで画面の各部を案内します。いつでもスキップするか Esc キーで終えられます。「ヘルプ › ツアーを見る」でまた見られます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the two dice here, choose the one to play, colour leaves to change it, or give it up.</source>
        <translation>ここで2個のダイスを振り、使うダイスを選び、葉っぱを塗って数字を変えたり、見送ったりします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clouds</source>
        <translation>雲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a glowing cloud to write the chosen die there: next to a cloud that already holds a number. Point at a cloud to see its lines.</source>
        <translation>光っている雲をタップすると、選んだダイスを書き込みます（数字の入った雲の隣）。雲を指すとその列が表示されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shelf</source>
        <translation>棚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full lines give strokes: drag them from the glowing node to draw the items. Every finished item is a point.</source>
        <translation>埋まった列から線がもらえます。光っている点からドラッグして小物を描きます。完成した小物1個につき1点です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What to do next</source>
        <translation>次にすること</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This line always says the next step, and why a move was refused.</source>
        <translation>この行には、いつも次にすることと、操作ができなかった理由が表示されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo and Confirm</source>
        <translation>元に戻す と 確定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo takes back your moves of this turn; Confirm ends the turn once both dice are played.</source>
        <translation>「元に戻す」でこのターンの操作を取り消せます。2個のダイスを使ったら「ターンを確定」でターンを終えます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play explains every rule and module with pictures; F1 opens it.</source>
        <translation>「遊び方」ではすべてのルールとモジュールを図で説明します。F1 キーで開きます。</translation>
    </message>
    <message>
        <source>Ask the coach for a hint</source>
        <translation type="vanished">コーチにヒントを聞く</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/hint_card.py" line="+87"/>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <source>The marked clouds show the plan: nothing is written until you play.</source>
        <translation type="vanished">印のついた雲がおすすめの手です。実行するまで何も書き込まれません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play it</source>
        <translation>この手を打つ</translation>
    </message>
    <message>
        <source>Make the suggested moves; you still confirm the turn</source>
        <translation type="vanished">おすすめの手を実行します。ターンの確定はご自身で</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the suggested moves; you still confirm the turn (P)</source>
        <translation>おすすめの手を実行します。ターンの確定はご自身で（P）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the coach&apos;s hint away (X)</source>
        <translation>コーチのヒントを閉じます（X）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>writes the marked numbers</source>
        <translation>印のついた数字を書き込み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gives up a die</source>
        <translation>ダイスを1個見送り</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chooses which line goes first</source>
        <translation>先に判定する列を選び</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws the strokes</source>
        <translation>線を引き</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes the sun bonus</source>
        <translation>太陽のボーナスを取り</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>takes the leaf bonus</source>
        <translation>葉っぱのボーナスを取り</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play it %1; you confirm the turn.</source>
        <translation>「この手を打つ」は%1ます。ターンの確定はご自身で行います。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/records_page.py" line="+196"/>
        <location line="+6"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>Board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <source>Title</source>
        <translation>評価</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass-and-play</source>
        <translation>交代プレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoresheet</source>
        <translation>スコアシート</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>, </source>
        <comment>between the seats of a table</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} {1} (won)</source>
        <translation>{0} {1}（勝ち）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} (dream of {1})</source>
        <translation>{0}（{1}の今日の夢）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a board of your own, played as the combination {1}</source>
        <translation>{0}：あなたが作ったボード（組み合わせ {1} として遊びます）</translation>
    </message>
</context>
<context>
    <name>Ink</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/ink.py" line="+16"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Violet</source>
        <translation>紫</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Teal</source>
        <translation>青緑</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Brown</source>
        <translation>茶色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphite</source>
        <translation>グラファイト</translation>
    </message>
</context>
<context>
    <name>InkButton</name>
    <message>
        <location line="+112"/>
        <source>Marker colour: {0}</source>
        <translation>ペンの色：{0}</translation>
    </message>
</context>
<context>
    <name>ItemPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/items_panel.py" line="+117"/>
        <source>Earlier</source>
        <translation>前へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later</source>
        <translation>後ろへ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>x y; x y; ... from 0 to 100</source>
        <translation>x y; x y; …（0〜100）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the outline</source>
        <translation>線を描く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the item&apos;s points one by one on the board</source>
        <translation>小物の点をボード上にひとつずつ置きます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus when finished (sun or leaf)</source>
        <translation>描き上げたらボーナス（太陽か葉っぱ）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no timer</source>
        <translation>タイマーなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clover: crosses out the 5 rewards</source>
        <translation>クローバー：5点の報酬を消す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bow tie: crosses out the 2 rewards</source>
        <translation>蝶ネクタイ：2点の報酬を消す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tap a dot or a sun on the board to swap it.</source>
        <translation>ボード上の点か太陽をタップすると入れ替わります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+39"/>
        <source>Find a drawing</source>
        <translation>絵を探す</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Add this drawing as an item</source>
        <translation>この絵を小物として追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the chosen item with it</source>
        <translation>選んだ小物をこの絵にする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a drawn item</source>
        <translation>線で描く小物を追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An item drawn as straight lines between points you place</source>
        <translation>置いた点どうしを直線で結んで描く小物</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>Chosen item: %1</source>
        <translation>選んだ小物：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No item chosen: a drawing is added as a new item.</source>
        <translation>小物が選ばれていません。絵は新しい小物として追加されます。</translation>
    </message>
    <message>
        <source>An item drawn as straight lines between points you type</source>
        <translation type="vanished">入力した点を直線で結んで描く小物</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+24"/>
        <source>Items, shelf by shelf</source>
        <translation>小物（棚ごと）</translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="vanished">ID</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Name (English)</source>
        <translation>名前（英語）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name (French)</source>
        <translation>名前（フランス語）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name (Japanese)</source>
        <translation>名前（日本語）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shelf</source>
        <translation>棚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dots and suns</source>
        <translation>点と太陽の数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>点の座標</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Frames timer</source>
        <translation>額縁のタイマー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drawings</source>
        <translation>絵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add from the drawings…</source>
        <translation>絵から追加…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a drawing of the library in the Drawings tab</source>
        <translation>「絵」タブでライブラリの絵を選びます</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The drawings cannot be loaded: {}</source>
        <translation>絵を読み込めません：{}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a drawing first.</source>
        <translation>先に絵を選んでください。</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation type="vanished">絵</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose an item and a drawing first.</source>
        <translation>先に小物と絵を選んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose an item first.</source>
        <translation>先に小物を選んでください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Type the points as pairs of numbers: x y; x y; ...</source>
        <translation>点は数字の組で入力してください：x y; x y; …</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Shelf %1: %2</source>
        <translation>棚%1：%2</translation>
    </message>
</context>
<context>
    <name>KeyRows</name>
    <message>
        <location filename="../../daydream_qt/ui/window/key_rows.py" line="+41"/>
        <source>Move to the next or the previous control of the page or dialog.</source>
        <translation>ページやダイアログの次の項目、または前の項目に移ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press the button that has the focus; Space also ticks or unticks a box.</source>
        <translation>フォーカスのあるボタンを押します。Space ではチェックボックスのオン／オフもできます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move among the choices of a group (modes, combinations, tools) and choose one.</source>
        <translation>グループの選択肢（モード、組み合わせ、ツール）の間を移動して、1つを選びます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back one level: close the dialog, or go back to the page this one was opened from (in full screen, leave full screen first).</source>
        <translation>1つ前に戻ります。ダイアログを閉じるか、この画面を開いた元の画面に戻ります（全画面表示中は、まず全画面表示を終えます）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Press the choice that has the focus: Continue, New game, Open a saved game, Dream of the day or Records.</source>
        <translation>フォーカスのある項目（「続きから」「新しいゲーム」「保存したゲームを開く」「今日の夢」「記録」）を押します。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move from combination to combination; the one reached is chosen.</source>
        <translation>組み合わせから組み合わせへ移ります。移った先の組み合わせが選ばれます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the first or the last combination.</source>
        <translation>最初または最後の組み合わせを選びます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with what is chosen.</source>
        <translation>選んだ内容でゲームを始めます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the dialog without starting a game.</source>
        <translation>ゲームを始めずにダイアログを閉じます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go back to the page the replay was opened from.</source>
        <translation>リプレイを開いた元の画面に戻ります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On the chart of points lost: move to the previous or the next turn.</source>
        <translation>失った点のグラフで、前または次のターンに移ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the chart of points lost: move to the first or the last turn.</source>
        <translation>失った点のグラフで、最初または最後のターンに移ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the chart of points lost: replay the turn it shows.</source>
        <translation>失った点のグラフで、表示中のターンをリプレイします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a game of several people: show the next player&apos;s review.</source>
        <translation>複数人のゲームで、次のプレイヤーの振り返りを表示します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the page the review was opened from.</source>
        <translation>振り返りを開いた元の画面に戻ります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move from game to game in the history.</source>
        <translation>履歴のゲームを1つずつ移ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the game chosen in the history.</source>
        <translation>履歴で選んだゲームをリプレイします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the coach&apos;s review of the game chosen in the history.</source>
        <translation>履歴で選んだゲームのコーチの振り返りを開きます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the game chosen in the history.</source>
        <translation>履歴で選んだゲームを削除します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put back the game just deleted.</source>
        <translation>削除したばかりのゲームを元に戻します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the page the records were opened from.</source>
        <translation>記録を開いた元の画面に戻ります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose the %1 tool (while the board has the focus).</source>
        <translation>「%1」ツールを選びます（ボードにフォーカスがあるとき）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo the last edit.</source>
        <translation>直前の編集を取り消します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo the edit just undone.</source>
        <translation>取り消したばかりの編集をやり直します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While drawing an outline or a track: keep the drawing.</source>
        <translation>輪郭や道を描いているとき、描いた線を確定します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While drawing an outline or a track: take back the last point.</source>
        <translation>輪郭や道を描いているとき、最後の点を取り消します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While drawing: leave the board as it was. Otherwise: close the editor (it asks first about edits not saved).</source>
        <translation>描いている間は、ボードを元のままにします。それ以外のときは、エディターを閉じます（保存していない編集があれば、先に確認します）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Go on to the next card of the tour.</source>
        <translation>ツアーの次のカードに進みます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the previous card of the tour.</source>
        <translation>ツアーの前のカードに戻ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the tour (Help › Take the tour brings it back).</source>
        <translation>ツアーを終えます（「ヘルプ › ツアーを見る」でまた見られます）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s review</source>
        <translation>コーチの振り返り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records</source>
        <translation>記録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board editor</source>
        <translation>ボードエディター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tour</source>
        <translation>ツアー</translation>
    </message>
</context>
<context>
    <name>LeafStrip</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+24"/>
        <source>Leaves</source>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/accessible.py" line="-5"/>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+1"/>
        <source>Leaves: %1 circled, %2 coloured, of %3</source>
        <translation>葉っぱ：%3枚中、丸つき%1枚、塗りつぶし%2枚</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+3"/>
        <source>%1; this die colours %2 more</source>
        <translation>%1。このダイスでさらに%2枚塗ります</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+142"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+284"/>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Reminders</source>
        <translation>ルールのおさらい(&amp;R)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Reminders</source>
        <translation>ルールのおさらい</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1, turn %2 · %3</source>
        <translation>%1、%2ターン目 · %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, turn %2</source>
        <translation>%1、%2ターン目</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="-121"/>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+36"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+27"/>
        <source>Cannot continue</source>
        <translation>続きから遊べません</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>The settings could not be saved; they apply until the app closes.</source>
        <translation>設定を保存できませんでした。アプリを閉じるまでは有効です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your settings could not be read; they were reset and the old file was kept as {0}.</source>
        <translation>設定を読み込めなかったため、初期設定に戻しました。元のファイルは {0} として残してあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings could not be read; they were reset.</source>
        <translation>設定を読み込めなかったため、初期設定に戻しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is open in another Daydream window; this window can start a new game of its own.</source>
        <translation>このゲームは別の Daydream ウィンドウで開いています。このウィンドウでは新しいゲームを始められます。</translation>
    </message>
    <message>
        <location line="+190"/>
        <source>%1 · %2 plays</source>
        <translation>%1 · %2 の番</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · last turn</source>
        <translation>%1 · 最後のターン</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/pages/game_page.py" line="+585"/>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="-19"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+11"/>
        <source>starting numbers</source>
        <translation>最初の数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turn %1</source>
        <translation>%1ターン目</translation>
    </message>
</context>
<context>
    <name>MistakeCard</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/review_page.py" line="+66"/>
        <source>Show me</source>
        <translation>見せて</translation>
    </message>
</context>
<context>
    <name>ModulePanel</name>
    <message>
        <source>This combination plays with no module.</source>
        <translation type="vanished">この組み合わせにはモジュールがありません。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/editor/modules_panel.py" line="+68"/>
        <source>big star</source>
        <translation>大きな星</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add point</source>
        <translation>点を追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big star on / off</source>
        <translation>大きな星のオン／オフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove point</source>
        <translation>点を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the track</source>
        <translation>道を描く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the track&apos;s points in order on the board; the drawing replaces the track</source>
        <translation>道の点を順にボード上に置きます。描いた道が今の道と入れ替わります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the track</source>
        <translation>道の点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point across</source>
        <translation>点の横の位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point down</source>
        <translation>点の縦の位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>across</source>
        <translation>横</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>縦</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Point 1 is the lowest, where the pen starts; star clouds are marked with the Stars tool.</source>
        <translation>点1がいちばん下で、ペンはそこから始まります。星の雲は「星」ツールで印を付けます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add a note on the picked clouds</source>
        <translation>選んだ雲に音符を追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove note</source>
        <translation>音符を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Notes tool, tap 2 neighbouring clouds (a single note) or 3-4 clouds around a gap (a double note), then add the note.</source>
        <translation>「音符」ツールで、隣り合う雲を2個（単音符）か、すき間を囲む雲を3〜4個（複音符）タップしてから、音符を追加します。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Remove polaroid</source>
        <translation>ポラロイドを削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each different number scores</source>
        <translation>異なる数ごとに得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stars add, moons take away</source>
        <translation>星は加算、月は減算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Polaroids tool, tap a star or moon cloud to link a polaroid to it (six, one per column).</source>
        <translation>「ポラロイド」ツールで星か月の雲をタップすると、ポラロイドをつなぎます（6枚、1列に1枚）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scoring</source>
        <translation>得点方法</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moons</source>
        <translation>月</translation>
    </message>
    <message>
        <source>id, e.g. rose</source>
        <translation type="vanished">ID（例：rose）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>name, e.g. Rose frames</source>
        <translation>名前（例：バラ色の額縁）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add family</source>
        <translation>組を追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove family</source>
        <translation>組を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a family, then with the Frames tool tap the clouds it covers.</source>
        <translation>組を選んでから、「額縁」ツールでその組が囲む雲をタップします。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Type the family&apos;s name first.</source>
        <translation>先に組の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Combination %1 plays with no module. These combinations do: %2. Choose one under Combination in the Board tab.</source>
        <translation>組み合わせ%1にはモジュールがありません。モジュールのある組み合わせ：%2。「ボード」タブの「組み合わせ」で選んでください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: across %2, down %3</source>
        <translation>%1：横%2、縦%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note %1: %2</source>
        <translation>音符%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>star</source>
        <translation>星</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>moon</source>
        <translation>月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polaroid %1: %2 at row %3, column %4</source>
        <translation>ポラロイド%1：%3行%4列の%2</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1: %n clouds</source>
        <translation>
            <numerusform>%1：雲%n個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a leaf</source>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Between moons %1 and %2</source>
        <translation>月%1と月%2の間</translation>
    </message>
</context>
<context>
    <name>NewDream</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_dream.py" line="+50"/>
        <source>no module</source>
        <translation>モジュールなし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“{0}” was made by version {1} of the board maker; this one makes version {2} boards, so it cannot make that board.</source>
        <translation>「{0}」はボード作成のバージョン{1}で作られました。このバージョンは{2}のボードを作るので、そのボードは作れません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{0}” is not a board code: a code starts with one of {1}.</source>
        <translation>「{0}」はボードのコードではありません。コードは{1}のどれかで始まります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{0}” is not a board code: a code reads like DEF-1-4821 (modules, version, seed).</source>
        <translation>「{0}」はボードのコードではありません。コードは DEF-1-4821 のような形です（モジュール、バージョン、シード）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <location line="+16"/>
        <source>A new dream</source>
        <translation>新しい夢</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>A board made for you from a seed: new modules, shelf and name</source>
        <translation>シードからあなたのために作るボード：モジュール、棚、名前が新しくなります</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, chosen</source>
        <translation>%1（選択中）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A board no one has played yet, made from a seed. Its code plays it again, here or on a friend&apos;s computer.</source>
        <translation>まだ誰も遊んでいない、シードから作るボード。そのコードで、ここでも友だちのパソコンでも同じボードを遊べます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Modules of the new dream</source>
        <translation>新しい夢のモジュール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surprise me</source>
        <translation>おまかせ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Difficulty of the new dream</source>
        <translation>新しい夢の難易度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any difficulty</source>
        <translation>難易度はおまかせ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another dream</source>
        <translation>別の夢</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another board with the same modules and difficulty</source>
        <translation>同じモジュールと難易度の別のボード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board code</source>
        <translation>ボードのコード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this code</source>
        <translation>このコードで遊ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board of the code typed beside it</source>
        <translation>横に入力したコードのボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep under Your boards</source>
        <translation>あなたのボードに保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save this board with your boards, to edit, export or print it blank</source>
        <translation>このボードをあなたのボードに保存して、編集、書き出し、白紙の印刷ができるようにします</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>No board could be made this time; try another dream.</source>
        <translation>今回はボードを作れませんでした。別の夢を試してください。</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>“{0}” is in your boards already.</source>
        <translation>「{0}」はすでにあなたのボードにあります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kept “{0}” ({1}) under Your boards.</source>
        <translation>「{0}」（{1}）をあなたのボードに保存しました。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_game.py" line="+75"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose a combination</source>
        <translation>組み合わせを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board folds into eight combinations of its panels; each plays differently. Easy ones are the best start.</source>
        <translation>ボードはパネルの折り方で8種類の組み合わせになり、それぞれ遊び方が変わります。はじめは「簡単」の組み合わせがおすすめです。</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+4"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dream of the day</source>
        <translation>今日の夢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s combination and seed: everyone who plays it gets the same dice</source>
        <translation>今日の組み合わせとシード：遊ぶ人はみんな同じダイスの目になります</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Combinations</source>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <source>Today&apos;s seed: everyone who plays it gets the same dice</source>
        <translation type="vanished">今日のシード：このシードで遊ぶ人はみんな同じダイスの目になります</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>The same combination and seed give the same dice, so a friend can play your game.</source>
        <translation>組み合わせとシードが同じならダイスの目も同じになるので、友だちにも同じゲームを遊んでもらえます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>はじめる</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>PaperDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/paper.py" line="+38"/>
        <source>The PDF&apos;s page</source>
        <translation>PDFのページ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The page of the PDF</source>
        <translation>PDFのページ</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 mm）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letter (8.5 × 11 in)</source>
        <translation>レター（8.5 × 11インチ）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paper</source>
        <translation>用紙</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Portrait</source>
        <translation>縦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landscape</source>
        <translation>横</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orientation</source>
        <translation>向き</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Paper</source>
        <translation>用紙(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation</source>
        <translation>向き(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the PDF</source>
        <translation>PDFを保存</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">キャンセル</translation>
    </message>
</context>
<context>
    <name>PlanMarks</name>
    <message>
        <location filename="../../daydream_qt/ui/board/plan_marks.py" line="+42"/>
        <source>played</source>
        <translation>実際の手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>best</source>
        <translation>最善手</translation>
    </message>
</context>
<context>
    <name>PlayKeys</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/play_keys.py" line="+74"/>
        <source>The coach has no hint on show to dismiss: H asks for one.</source>
        <translation>閉じるヒントは表示されていません。H でヒントを聞けます。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Roll the dice first.</source>
        <translation>まずダイスを振ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both dice are already played this turn.</source>
        <translation>このターンのダイスは2個とも使い終わりました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Die %1 is the only die left to play.</source>
        <translation>残っているのはダイス%1だけです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Die %1 (%2) is chosen.</source>
        <translation>ダイス%1（%2）を選びました。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Leaves change a die before it is written: there is no die to write now.</source>
        <translation>葉っぱはダイスを書き込む前に目を変えるためのものです。いまは書き込むダイスがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no circled leaf to colour.</source>
        <translation>塗れる丸で囲んだ葉っぱがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A die is written as a number from 0 to 9: leaves cannot take it further.</source>
        <translation>ダイスは0〜9の数字として書き込みます。葉っぱでこれ以上は変えられません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every circled leaf you have already changes this die.</source>
        <translation>丸で囲んだ葉っぱは、すべてもうこのダイスに使っています。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Die %1 is written as %2: no leaf coloured.</source>
        <translation>ダイス%1を「%2」として書き込みます。塗る葉っぱはありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Die %1 is written as %2, colouring %n leaf/leaves.</source>
        <translation>
            <numerusform>ダイス%1を「%2」として書き込みます（葉っぱを%n枚塗ります）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no die to give up now.</source>
        <translation>いまは見送れるダイスがありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The coach is still thinking.</source>
        <translation>コーチはまだ考え中です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach has no plan on show to play: H asks for one.</source>
        <translation>打つ手は表示されていません。H でヒントを聞けます。</translation>
    </message>
</context>
<context>
    <name>ProblemList</name>
    <message>
        <location filename="../../daydream_qt/ui/editor/problems_panel.py" line="+22"/>
        <location line="+29"/>
        <source>Limits of a board</source>
        <translation>ボードの決まり</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>What a board of this app can hold, beyond the rules</source>
        <translation>ルールとは別に、このアプリのボードに入れられるもの</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Problems of the board</source>
        <translation>ボードの問題</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No problem: this board can be played.</source>
        <translation>問題はありません。このボードで遊べます。</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Problems (%n)</source>
        <translation>
            <numerusform>問題（%n件）</numerusform>
        </translation>
    </message>
    <message>
        <location line="-42"/>
        <location line="+43"/>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
</context>
<context>
    <name>Ranking</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/ranking.py" line="+61"/>
        <source>{0} and {1}</source>
        <translation>{0}と{1}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>, </source>
        <comment>between the names of a list, before the last &apos;and&apos;</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>{0} strokes</source>
        <translation type="vanished">線{0}本</translation>
    </message>
    <message>
        <source>{0} stroke</source>
        <translation type="vanished">線{0}本</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0} wins with {1}.</source>
        <translation>{0} の勝ちです（合計{1}点）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} tie on {1}; {2} wins with {3} on the unfinished item.</source>
        <translation>{0} が合計{1}点で同点です。描きかけの小物に{3}を引いた {2} の勝ちです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} tie on {1} with {2} each on the unfinished item: they share the win.</source>
        <translation>{0} が合計{1}点で同点、描きかけの小物の線もそれぞれ{2}なので、勝利を分け合います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} tie on {1}; {2} share the win with {3} each on the unfinished item.</source>
        <translation>{0} が合計{1}点で同点です。描きかけの小物にそれぞれ{3}を引いた {2} が勝利を分け合います。</translation>
    </message>
    <message>
        <source>{0} items</source>
        <translation type="vanished">小物{0}個</translation>
    </message>
    <message>
        <source>{0} item</source>
        <translation type="vanished">小物{0}個</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>thorns −{0}</source>
        <translation>トゲ −{0}</translation>
    </message>
    <message numerus="yes">
        <location line="-38"/>
        <source>%n stroke(s)</source>
        <translation>
            <numerusform>線%n本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>小物%n個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankingCard</name>
    <message>
        <location line="+13"/>
        <source>The dream is over</source>
        <translation>夢のおわり</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tie-break: {0} on the unfinished item</source>
        <translation>同点時の判定：描きかけの小物に{0}</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <location filename="../../daydream_qt/ui/window/records_actions.py" line="+70"/>
        <source>&amp;Records…</source>
        <translation>記録(&amp;R)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Dream of the day</source>
        <translation>今日の夢(&amp;D)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your records cannot be opened. {0}</source>
        <translation>記録を開けません。{0}</translation>
    </message>
    <message>
        <source>Your records cannot be opened: {0}</source>
        <translation type="vanished">記録を開けません：{0}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your records could not be read; they were kept as {0} and a fresh history was started.</source>
        <translation>記録を読み込めなかったため、{0} として保存し、新しい履歴を始めました。</translation>
    </message>
    <message>
        <source>This game could not be added to your records ({0}).</source>
        <translation type="vanished">このゲームを記録に追加できませんでした（{0}）。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/window/record_keeper.py" line="+214"/>
        <source>The finished game in the autosave could not be kept for your records ({0}), so the autosave was not replaced.</source>
        <translation>自動保存にある終わったゲームを記録のために残せなかったため（{0}）、自動保存は置き換えませんでした。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your records are in use by another program: this game is kept and will be added to them as soon as they are free.</source>
        <translation>記録が別のプログラムで使われています。このゲームは保管してあり、記録が空きしだい追加されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk is full: this game is kept and will be added to your records once there is room.</source>
        <translation>ディスクがいっぱいです。このゲームは保管してあり、空きができしだい記録に追加されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your records cannot be written now: this game is kept and will be added to them by a version of Daydream that can write them.</source>
        <translation>今は記録に書き込めません。このゲームは保管してあり、記録に書き込める版の Daydream が追加します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game could not be added to your records yet ({0}); it is kept and will be added later.</source>
        <translation>このゲームはまだ記録に追加できませんでした（{0}）。保管してあり、あとで追加されます。</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/records_page.py" line="+92"/>
        <source>← Back</source>
        <translation>← 戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back (Esc)</source>
        <translation>戻る（Esc）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records</source>
        <translation>記録</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play today&apos;s dream</source>
        <translation>今日の夢を遊ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <location line="+466"/>
        <source>Copy share text</source>
        <translation>共有テキストをコピー</translation>
    </message>
    <message>
        <location line="-489"/>
        <source>Copies the date, the board, your score and title to the clipboard</source>
        <translation>日付・ボード・得点・評価をクリップボードにコピーします</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Bests and titles</source>
        <translation>自己ベストと評価</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>All boards</source>
        <translation>すべてのボード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All modes</source>
        <translation>すべてのモード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All players</source>
        <translation>すべてのプレイヤー</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the selected game (Enter)</source>
        <translation>選んだゲームを一手ずつ見直す（Enter）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export CSV…</source>
        <translation>CSVに書き出す…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the games shown as a spreadsheet file (CSV)</source>
        <translation>表示中のゲームを表計算用のファイル（CSV）に保存します</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>No finished game yet: every game you finish, in any mode, is kept here with its score and can be looked at again.</source>
        <translation>まだ終わったゲームはありません。どのモードでも、終えたゲームは得点とともにここに残り、あとから見直せます。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your boards</source>
        <translation>あなたのボード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boards you made in the board editor: their games count for them alone, never for the board of their combination</source>
        <translation>ボードエディターで作ったボード：そのゲームはそのボードだけに数えられ、同じ組み合わせのボードには数えられません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No solo game on this board yet.</source>
        <translation>このボードのソロゲームはまだありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores, how often</source>
        <translation>得点ごとの回数</translation>
    </message>
    <message>
        <location line="-544"/>
        <source>Your records could not be read; they were kept as {0} and a fresh history was started.</source>
        <translation>記録を読み込めなかったため、{0} として保存し、新しい履歴を始めました。</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Bests, titles and charts count solo games only (a scoresheet kept alone counts as solo); games played by several are on the Table games tab.</source>
        <translation>自己ベスト、評価、グラフはソロゲームだけを数えます（1人でつけたスコアシートはソロとして数えます）。複数人で遊んだゲームは「複数人のゲーム」タブにあります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your records file was not a regular file; it was set aside as {0} and a fresh history was started.</source>
        <translation>記録ファイルが通常のファイルではなかったため、{0} として別に残し、新しい履歴を始めました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These records were written by a newer version of Daydream: they are shown as they are, and no game is recorded until that version is used again.</source>
        <translation>この記録は新しいバージョンの Daydream で書かれています。そのまま表示しますが、そのバージョンを再び使うまでゲームは記録されません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These records were written by a newer version of Daydream that this one cannot read; they are left untouched, and no game is recorded.</source>
        <translation>この記録は、このバージョンでは読めない新しいバージョンの Daydream で書かれています。手を付けずに残し、ゲームは記録されません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your records folder cannot be written to ({0}): the records are shown, but no new game can be recorded.</source>
        <translation>記録フォルダーに書き込めません（{0}）。記録は表示しますが、新しいゲームは記録できません。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) kept by an earlier version were taken back into your records.</source>
        <translation>
            <numerusform>以前のバージョンが保管していた %n 件のゲームを記録に戻しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+363"/>
        <source>Table games</source>
        <translation>複数人のゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins and scores of each player in pass-and-play games and scoresheets kept at a table</source>
        <translation>交代プレイのゲームと、テーブルでつけたスコアシートでの、各プレイヤーの勝利数と得点</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Show the games of which board</source>
        <translation>どのボードのゲームを表示するか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the games of which mode</source>
        <translation>どのモードのゲームを表示するか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the games of which player</source>
        <translation>どのプレイヤーのゲームを表示するか</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review the selected game</source>
        <translation>選択したゲームを振り返る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review of the selected game: the points each player lost each turn (Shift+Enter)</source>
        <translation>選択したゲームのコーチの振り返り：各プレイヤーがターンごとに失った点（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>Undo delete</source>
        <translation>削除を取り消す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the game you deleted back into your records (Ctrl+Z)</source>
        <translation>削除したゲームを記録に戻します（Ctrl+Z）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected game</source>
        <translation>選択したゲームを削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected game from your records (Delete); Undo puts it back until you leave this page</source>
        <translation>選択したゲームを記録から削除します（Delete）。このページを離れるまでは取り消しで戻せます</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+10"/>
        <source>Finished games</source>
        <translation>終えたゲーム</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The board the charts show</source>
        <translation>グラフに表示するボード</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The records cannot be read just now; try again in a moment.</source>
        <translation>いまは記録を読み込めません。少し待ってからもう一度お試しください。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n record(s) could not be read and are hidden.</source>
        <translation>
            <numerusform>%n 件の記録を読み込めなかったため、非表示にしています。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{0} (bot)</source>
        <translation>{0}（ボット）</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <location line="+22"/>
        <location line="+22"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%nゲーム</numerusform>
        </translation>
    </message>
    <message>
        <location line="-25"/>
        <source>not played yet</source>
        <translation>まだ遊んでいません</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+28"/>
        <source>best {0} · {1}</source>
        <translation>ベスト {0} · {1}</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>{0} of {1} titles earned (solo games)</source>
        <translation>評価 {1} 個中 {0} 個を獲得（ソロゲーム）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No solo game on this board yet: bests and titles count solo games.</source>
        <translation>このボードではまだソロゲームがありません。自己ベストと評価はソロゲームで数えます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Title of that best: {0}</source>
        <translation>その自己ベストの評価：{0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Games of {0}, oldest to newest</source>
        <translation>{0} のゲーム（古い順）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games, oldest to newest</source>
        <translation>ゲーム（古い順）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score over time (line: running mean; dashed: best so far)</source>
        <translation>得点の推移（線：移動平均、点線：それまでのベスト）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score over time (dashed: best so far)</source>
        <translation>得点の推移（点線：それまでのベスト）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dream of the day · {0} · {1} · seed {2}</source>
        <translation>今日の夢 · {0} · {1} · シード {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played today: best score {0}</source>
        <translation>今日プレイ済み：ベスト {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not played yet today: everyone gets the same dice.</source>
        <translation>今日はまだ遊んでいません。みんな同じダイスの目です。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n day(s) in a row</source>
        <translation>
            <numerusform>%n日連続</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days in a row on which you played the dream of the day</source>
        <translation>今日の夢を続けて遊んだ日数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Daydream · dream of {0}</source>
        <translation>Daydream · {0}の今日の夢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1} points</source>
        <translation>{0}：{1}点</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The history was exported to {0}</source>
        <translation>履歴を {0} に書き出しました</translation>
    </message>
    <message>
        <location line="-501"/>
        <location line="+463"/>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Items: {0} {1}/{2}</source>
        <comment>the marks of the items finished and left</comment>
        <translation>小物：{0} {1}/{2}</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+17"/>
        <source>Export the history</source>
        <translation>履歴を書き出す</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The history could not be saved: {0}</source>
        <translation>履歴を保存できませんでした：{0}</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="-91"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your decision right now.</source>
        <translation>今はあなたが選ぶ番ではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such seat at this table.</source>
        <translation>そのプレイヤーはこのテーブルにいません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the dice first.</source>
        <translation>まずダイスを振ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice are already rolled for this turn.</source>
        <translation>このターンのダイスはもう振ってあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice show values from 1 to 6.</source>
        <translation>ダイスの目は1から6です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a scoresheet the dice are typed in from the table.</source>
        <translation>スコアシートでは、テーブルで振ったダイスの目を入力します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this mode the app rolls the dice.</source>
        <translation>このモードでは、アプリがダイスを振ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That die is already played this turn.</source>
        <translation>そのダイスはこのターンもう使いました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are only two dice.</source>
        <translation>ダイスは2個だけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a cloud of the grid.</source>
        <translation>そこは雲のマスではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That cloud already holds a number.</source>
        <translation>そのマスにはもう数字が入っています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write next to a cloud that already holds a number.</source>
        <translation>数字の入っているマスの隣に書き込んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A written number must stay between 0 and 9.</source>
        <translation>書き込む数字は0〜9の範囲にしてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no circled leaf left to colour.</source>
        <translation>塗りつぶせる丸で囲んだ葉っぱが残っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may give up only one die per turn.</source>
        <translation>ダイスを見送れるのは1ターンに1個だけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both starting numbers must be written.</source>
        <translation>最初の数字は2つとも書き込んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First finish what your last move started.</source>
        <translation>まず、直前の操作の続きを済ませてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no line to choose now.</source>
        <translation>今は選ぶ列がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no stroke to draw.</source>
        <translation>引ける線がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the stroke from the pen to the next node it may reach.</source>
        <translation>ペンの位置から、次にたどり着ける点まで線を引いてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bonus to choose now.</source>
        <translation>今は選べるボーナスがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the sun bonus or the leaf bonus.</source>
        <translation>太陽か葉っぱのボーナスを選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or give up both dice before confirming your turn.</source>
        <translation>ターンを確定する前に、2個のダイスをそれぞれ書き込むか見送ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have already confirmed this turn.</source>
        <translation>このターンはもう確定しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a scoresheet of several players records what the others did.</source>
        <translation>ほかのプレイヤーの行動を記録できるのは、複数人のスコアシートだけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This combination has no frames.</source>
        <translation>この組み合わせには額縁がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No reward of this frame family is left to take.</source>
        <translation>この額縁のグループには、獲得できる報酬がもう残っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is already recorded.</source>
        <translation>ゲームの終了はもう記録されています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not an action of this game.</source>
        <translation>このゲームにはない操作です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing of yours to undo this turn.</source>
        <translation>このターンに取り消せる操作はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no die to write right now.</source>
        <translation>今は書き込むダイスがありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First choose which completed line to resolve.</source>
        <translation>まず、完成した列のどれから処理するか選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First choose the bonus of the item you finished.</source>
        <translation>まず、描き上げた小物のボーナスを選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First draw your pending strokes on the shelf.</source>
        <translation>まず、残っている線を棚の小物に引いてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such frame family.</source>
        <translation>その額縁のグループはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other players&apos; frame rewards are recorded only on a scoresheet of several players.</source>
        <translation>ほかのプレイヤーの額縁の報酬を記録できるのは、複数人のスコアシートだけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a scoresheet of several players records another player ending the game.</source>
        <translation>ほかのプレイヤーがゲームを終わらせたことを記録できるのは、複数人のスコアシートだけです。</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../daydream_qt/ui/window/replay_actions.py" line="+53"/>
        <source>Re&amp;play a game…</source>
        <translation>ゲームをリプレイ(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a saved game turn by turn</source>
        <translation>保存したゲームを1ターンずつたどる</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Replay a saved game</source>
        <translation>保存したゲームをリプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daydream games (*.daydream)</source>
        <translation>Daydream のゲーム (*.daydream)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{0} cannot be replayed. {1}</source>
        <translation>{0} はリプレイできません。{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot replay this file</source>
        <translation>このファイルはリプレイできません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot replay this game</source>
        <translation>このゲームはリプレイできません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot review this game</source>
        <translation>このゲームは振り返れません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This game is no longer in your records.</source>
        <translation>このゲームは記録に残っていません。</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <location filename="../../daydream_qt/ui/core/replay_controller.py" line="+100"/>
        <source>This is a replay: nothing can be written on it.</source>
        <translation>これはリプレイです。何も書き込めません。</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/replay_page.py" line="+141"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to where the replay was opened from</source>
        <translation>リプレイを開いた画面に戻る</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Whose sheet</source>
        <translation>誰のシート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review of this game</source>
        <translation>このゲームのコーチによる振り返り</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First turn (Home)</source>
        <translation>最初のターン (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous turn (Left)</source>
        <translation>前のターン (←)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next turn (Right)</source>
        <translation>次のターン (→)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last turn (End)</source>
        <translation>最後のターン (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>‹ Decision</source>
        <translation>‹ 一手戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One decision back (Shift+Left)</source>
        <translation>一手戻る (Shift+←)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision ›</source>
        <translation>一手進む ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One decision on (Shift+Right)</source>
        <translation>一手進む (Shift+→)</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Replay · {0} · seed {1}</source>
        <translation>リプレイ · {0} · シード {1}</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Starting numbers</source>
        <translation>最初の数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn {0} of {1}</source>
        <translation>{0}ターン目 / 全{1}ターン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before the first dice</source>
        <translation>最初のダイスの前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The turn played</source>
        <translation>このターンの手番後</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dice just rolled</source>
        <translation>ダイスを振った直後</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision {0} of {1}</source>
        <translation>{1}手中{0}手目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} · score at this moment: {1}</source>
        <translation>{0} · この時点の得点：{1}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Two plans for these dice</source>
        <translation>このダイスの2つのプラン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: {0} ({1} points expected)</source>
        <translation>実際の手：{0}（期待値 {1} 点）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best: {0} ({1} points expected)</source>
        <translation>最善手：{0}（期待値 {1} 点）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost: {0}</source>
        <translation>失った点：{0}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} in row {1}, column {2}</source>
        <translation>{1}行目{2}列目に{0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gives up the {0}</source>
        <translation>{0}を諦める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing written</source>
        <translation>書き込みなし</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/review_page.py" line="+45"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whose review</source>
        <translation>誰の振り返り</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game turn by turn</source>
        <translation>ゲームを1ターンずつたどる</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review again</source>
        <translation>もう一度振り返る</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Each turn, the plan played against the best plan the coach finds for the same dice, in the points the sheet can expect at the end. Click a bar to see that turn.</source>
        <translation>各ターンで、実際の手と、同じダイスでコーチが見つけた最善のプランを、シートが最終的に期待できる点数で比べます。棒をクリックするとそのターンを表示します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Points lost each turn</source>
        <translation>ターンごとに失った点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The review appears here.</source>
        <translation>振り返りはここに表示されます。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The three biggest mistakes</source>
        <translation>大きなミス トップ3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No mistakes: every turn was as good as the best plan found.</source>
        <translation>ミスはありません。どのターンも見つかった最善のプランと同じくらい良い手でした。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The coach&apos;s turns</source>
        <translation>コーチが見たターン</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose review is shown (S: the next player&apos;s)</source>
        <translation>表示中の振り返りのプレイヤー（S：次のプレイヤーへ）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review · {0} · seed {1}</source>
        <translation>振り返り · {0} · シード {1}</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The coach is looking at every turn…</source>
        <translation>コーチがすべてのターンを確認しています…</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+4"/>
        <source>Turn {0} of {1} reviewed</source>
        <translation>{1}ターン中{0}ターンを確認済み</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The review was cancelled.</source>
        <translation>振り返りはキャンセルされました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The review could not be made for this game.</source>
        <translation>このゲームの振り返りはできませんでした。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This game is long: the coach reviewed one turn in {0} of each seat ({1} of {2} turns), so that the review ends in about half a minute.</source>
        <translation>このゲームは長いため、コーチは各席の{0}ターンに1ターンを振り返りました（{2}ターン中{1}ターン）。振り返りが30秒ほどで終わるようにするためです。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{0} · score {1} · {2} points lost in all</source>
        <translation>{0} · 得点 {1} · 失った点は合計 {2}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Starting numbers · dice {0} and {1}</source>
        <translation>最初の数字 · ダイス {0} と {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn {0} · dice {1} and {2}</source>
        <translation>{0}ターン目 · ダイス {1} と {2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost: {0}</source>
        <translation>失った点：{0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The best plan: {0}</source>
        <translation>最善のプラン：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The replay at this turn, with both plans drawn</source>
        <translation>このターンのリプレイ（2つのプランを表示）</translation>
    </message>
</context>
<context>
    <name>RuleNews</name>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/base.py" line="+47"/>
        <source>, </source>
        <comment>joins names in a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} and {1}</source>
        <comment>joins the last name of a list</comment>
        <translation>{0}と{1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="+48"/>
        <source>The first stroke on the {0} crossed out the {1} of the {2}.</source>
        <translation>{0}に最初の線を引いたので、{2}の報酬{1}点が×で消されました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first stroke on the {0} crossed out the {1} of the {2}: nothing is left to win in the frames.</source>
        <translation>{0}に最初の線を引いたので、{2}の報酬{1}点が×で消されました。額縁ではもう何も得られません。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>row {0}, column {1}</source>
        <translation>{0}行目・{1}列目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} or {1}</source>
        <translation>{0}または{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writing {0} at {1} draws strokes onto the {2}: its first stroke crosses out the {3} of the {4}.</source>
        <translation>{1}に{0}を書くと、{2}に線が引かれます。その最初の線で、{4}の報酬{3}点が×で消されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing {0} where it completes a line draws strokes onto the {1}: its first stroke crosses out the {2} of the {3}.</source>
        <translation>列を完成させる場所に{0}を書くと、{1}に線が引かれます。その最初の線で、{3}の報酬{2}点が×で消されます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your next stroke is the first on the {0}: it crosses out the {1} of the {2}.</source>
        <translation>次の線は{0}への最初の線です。{2}の報酬{1}点が×で消されます。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/garland.py" line="-16"/>
        <source>Two equal moons in a row: the garland&apos;s reward circles a leaf for you.</source>
        <translation>同じ数字の月が2つ続きました。ガーランドの報酬で、葉っぱを1枚丸で囲みます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two equal moons in a row: the garland&apos;s reward of {0} is circled.</source>
        <translation>同じ数字の月が2つ続きました。ガーランドの{0}の報酬に丸をつけます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The garland is full: numbers on moons are no longer copied, so nothing more can be won on it.</source>
        <translation>ガーランドがいっぱいになりました。月の数字はもう写されないので、ガーランドではもう何も得られません。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/core/rule_news.py" line="+39"/>
        <source>You drew a thorn for the die given up: a second one will cost you a finished item.</source>
        <translation>ダイスを見送ったので、トゲを1本描きました。2本目で、完成した小物1個分の減点になります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drew a thorn for the die given up ({0} in all): the next one will cost you one more finished item.</source>
        <translation>ダイスを見送ったので、トゲを1本描きました（合計{0}本）。次の1本で、完成した小物がさらに1個分減点になります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drew a second thorn: your two thorns cost you one finished item.</source>
        <translation>トゲの2本目を描きました。トゲ2本で、完成した小物1個分の減点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew a thorn for the die given up ({0} in all): your thorns now cost you {1} finished items.</source>
        <translation>ダイスを見送ったので、トゲを1本描きました（合計{0}本）。これでトゲは完成した小物{1}個分の減点です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is crossed out: a number repeats, so it gives no strokes.</source>
        <translation>{0}は同じ数字があるため×で消されました。線はもらえません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The stroke left over is lost.</source>
        <translation>残った線1本は失われます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {0} strokes left over are lost.</source>
        <translation>残った線{0}本は失われます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every item is finished: the stroke left over is lost.</source>
        <translation>すべての小物が完成しました。残った線1本は失われます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every item is finished: the {0} strokes left over are lost.</source>
        <translation>すべての小物が完成しました。残った線{0}本は失われます。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You recorded that the game ends: this turn is the last one.</source>
        <translation>ゲームの終了を記録しました。このターンが最後です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} filled every cloud: this turn is the game&apos;s last one.</source>
        <translation>{0} がすべての雲を埋めました。このターンがゲームの最後です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} finished every item: this turn is the game&apos;s last one.</source>
        <translation>{0} がすべての小物を完成させました。このターンがゲームの最後です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your grid is full: this is the last turn, the game ends when you confirm it.</source>
        <translation>グリッドがすべて埋まりました。最後のターンです。ターンを確定するとゲームが終わります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your grid is full: this turn is the game&apos;s last one.</source>
        <translation>グリッドがすべて埋まりました。このターンがゲームの最後です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every item is finished: this is the last turn, the game ends when you confirm it.</source>
        <translation>すべての小物が完成しました。最後のターンです。ターンを確定するとゲームが終わります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You finished every item: this turn is the game&apos;s last one.</source>
        <translation>すべての小物を完成させました。このターンがゲームの最後です。</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+26"/>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Greedy bot</source>
        <translation type="vanished">貪欲ボット</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation type="vanished">エキスパートボット</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A bot plays its own turn, a moment after the previous seat</source>
        <translation>ボットは前の人の少しあとに、自分のターンを自動で行います</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Name of seat {0}</source>
        <translation>プレイヤー{0}の名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat {0}</source>
        <translation>プレイヤー{0}を操作する人</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Player {0}</source>
        <translation>プレイヤー{0}</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/seats_panel.py" line="+51"/>
        <source>Sheets</source>
        <translation>ボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One tab per player; any sheet can be looked at</source>
        <translation>プレイヤーごとのタブです。どのボードも見ることができます</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation type="vanished">（ボット）</translation>
    </message>
    <message>
        <location line="+47"/>
        <source> ({0})</source>
        <translation>（{0}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is playing</source>
        <translation>{0} のターンです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has confirmed this turn</source>
        <translation>{0} はこのターンを確定しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} plays later this turn</source>
        <translation>{0} はこのターン、このあとに遊びます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s sheet: {1}</source>
        <translation>{0} のボード：{1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are looking at {0}&apos;s sheet: it cannot be changed from here.</source>
        <translation>{0} のボードを表示しています。ここからは変更できません。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/settings_dialog.py" line="+31"/>
        <location line="+6"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Playing</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw strokes for me</source>
        <translation>線を自動で引く</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pending strokes are drawn on the shelf one by one, without dragging them.</source>
        <translation>引ける線を、ドラッグしなくても1本ずつ棚の小物に引きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show where the die may go</source>
        <translation>ダイスを書き込めるマスを表示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The clouds where the selected die may be written glow.</source>
        <translation>選んだダイスを書き込めるマスが光ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach&apos;s hints at a pass-and-play table</source>
        <translation>交代プレイでもコーチのヒントを使う</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn it off for a game where nobody is helped.</source>
        <translation>誰も助けを受けない公平なゲームにするにはオフにします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language, theme and ink</source>
        <translation>言語・テーマ・ペン</translation>
    </message>
    <message>
        <source>Language and ink</source>
        <translation type="vanished">言語とペンの色</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The marker of your sheet in solo and scoresheet games, from your next game on; in pass-and-play each seat picks its own.</source>
        <translation>ソロとスコアシートで使う、自分のボードのペンの色です（次のゲームから）。交代プレイでは各自が選びます。</translation>
    </message>
    <message>
        <source>The marker of your sheet in solo and scoresheet games; in pass-and-play each seat picks its own.</source>
        <translation type="vanished">ソロとスコアシートで使う、自分のボードのペンの色です。交代プレイでは各自が選びます。</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+23"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>Text size</source>
        <translation>文字の大きさ</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Every text of the window and the board; the board zooms on the part you play when it needs to.</source>
        <translation>ウィンドウとボードのすべての文字に効きます。必要なときは、ボードがプレイ中の部分を拡大します。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your ink</source>
        <translation>ペンの色</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>The new language is used from the next start.</source>
        <translation type="vanished">新しい言語は次回の起動から使われます。</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Board names, titles and every sentence follow it.</source>
        <translation>盤面名や評価、すべての文章がこの言語で表示されます。</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+23"/>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass-and-play</source>
        <translation>交代プレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoresheet</source>
        <translation>スコアシート</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>You play alone: the app rolls the dice, thorns count and your score earns a title.</source>
        <translation>ひとりで遊びます。ダイスはアプリが振り、トゲも数え、得点に応じて評価がつきます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>2 to 5 players share this device. One roll per turn; each seat writes on its own sheet, then hands the device to the next.</source>
        <translation>2〜5人でこの端末を使います。ダイスは1ターンに1回振り、各自が自分のボードに書き込んだら、次の人に端末を渡します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats</source>
        <translation>人数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play with real dice at a table: type in the two values rolled, and record when another player takes a frame reward or ends the game.</source>
        <translation>テーブルで本物のダイスを使って遊びます。出た2つの目を入力し、ほかのプレイヤーが額縁の報酬を獲得したときやゲームを終わらせたときに記録します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players at the table</source>
        <translation>テーブルの人数</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0} — swap with {1}</source>
        <translation>{0} — {1}と交換</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} — too like the ink of {1}</source>
        <translation>{0} — {1}のペンの色に近すぎます</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A table of one plays by the solo rules: thorns and the title table apply.</source>
        <translation>1人のときはソロのルールで遊びます。トゲと評価表を使います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No thorns and no title; the frames race and the end of the game are shared.</source>
        <translation>トゲと評価はありません。額縁の早い者勝ちとゲーム終了は全員共通です。</translation>
    </message>
</context>
<context>
    <name>SheetExport</name>
    <message>
        <location filename="../../daydream_qt/ui/board/export.py" line="+148"/>
        <source>{0} so far</source>
        <translation>現在{0}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A picture of {0} × {1} pixels is too large to make here; a smaller width will do.</source>
        <translation>{0} × {1} ピクセルの画像は大きすぎて作れません。幅を小さくしてください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The picture could not be encoded as PNG.</source>
        <translation>画像をPNGに変換できませんでした。</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/shortcuts_dialog.py" line="+42"/>
        <location line="+42"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="vanished">キー</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation type="vanished">はたらき</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close Keyboard shortcuts</source>
        <translation>キーボードショートカットを閉じる</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/standings.py" line="+40"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>ベスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{0} (bot)</source>
        <translation>{0}（ボット）</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location line="+37"/>
        <source>Pass-and-play games and scoresheets kept at a table of several, bots&apos; seats included. A tie is a shared win: every player tied at the top counts the game as won.</source>
        <translation>交代プレイのゲームと、複数人のテーブルでつけたスコアシートです（ボットの席も含みます）。同点は勝利を分け合います。同点で1位のプレイヤーは全員、そのゲームを勝ちとして数えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Board of the table games</source>
        <translation>複数人のゲームのボード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wins of each player in the table games</source>
        <translation>複数人のゲームでの各プレイヤーの勝利数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No game played by several on this board yet: pass-and-play games and scoresheets kept at a table are counted here.</source>
        <translation>このボードではまだ複数人のゲームがありません。交代プレイのゲームと、テーブルでつけたスコアシートがここに数えられます。</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/start_page.py" line="+141"/>
        <source>Start page</source>
        <translation>スタート画面</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Start</source>
        <translation>スタート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daydream</source>
        <translation>デイドリーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll two dice, write them in the clouds, and let your lines draw little things on the shelf.</source>
        <translation>2個のダイスを振って雲のマスに書き込み、完成した列で棚の小物を描いていきましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game…</source>
        <translation>保存したゲームを開く…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dream of the day</source>
        <translation>今日の夢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s board and dice, the same for everyone</source>
        <translation>今日のボードとダイス。みんな同じです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records</source>
        <translation>記録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your finished games, bests and titles</source>
        <translation>終えたゲーム、自己ベスト、獲得した評価</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1. Each turn two dice are rolled; write each value in an empty cloud next to one already filled (leaves change a die by one; or give a die up).</source>
        <translation>1. 毎ターン2個のダイスを振ります。それぞれの目を、数字の入ったマスの隣の空いている雲のマスに書き込みます（葉っぱでダイスの目を1ずつ変えたり、ダイスを見送ったりもできます）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. When a line of clouds is full, all-different numbers earn dot strokes and a run like 2-3-4-5 earns sun strokes.</source>
        <translation>2. 雲の列が埋まったら、すべて違う数字なら点の線、2-3-4-5 のような連番なら太陽の線を引けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. Drag the strokes on the shelf to draw its items: every finished item is a point. The game ends when the grid is full or the shelf is drawn.</source>
        <translation>3. 棚の上で線をドラッグして小物を描きます。描き上げた小物1個につき1点です。マスがすべて埋まるか、棚の小物をすべて描き上げるとゲーム終了です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>The game you left: %1</source>
        <translation>中断したゲーム：%1</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../daydream_qt/ui/core/status.py" line="+186"/>
        <source>Start a new game, or continue the one you left.</source>
        <translation>新しいゲームを始めるか、中断したゲームの続きを遊びましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Type in the two dice the table rolled for the starting numbers, then Record.</source>
        <translation>最初の数字として、テーブルで振った2個のダイスの目を入力し、「ダイスの目を記録」を押しましょう。</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Type in the two dice the table rolled, then Record.</source>
        <translation>テーブルで振った2個のダイスの目を入力し、「ダイスの目を記録」を押しましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the dice for your two starting numbers.</source>
        <translation>ダイスを振って、最初の数字を2つ決めましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the dice.</source>
        <translation>ダイスを振りましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You completed two lines at once: choose which line to resolve first.</source>
        <translation>2つの列が同時に完成しました。先に処理する列を選んでください。</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>You finished an item with a bonus: choose one extra sun stroke or one more leaf.</source>
        <translation>ボーナス付きの小物を描き上げました。太陽の線を1本追加するか、葉っぱを1枚丸で囲むか選んでください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Draw your sun stroke on the %1: drag from the pen to the next sun.</source>
        <translation>%1に太陽の線を引きましょう。ペンの位置から次の太陽までドラッグします。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Draw your %n pending sun strokes on the %1: drag from the pen to the next sun.</source>
        <translation>
            <numerusform>%1に太陽の線をあと%n本引きましょう。ペンの位置から次の太陽までドラッグします。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw your dot stroke on the %1: drag from the pen to the next node.</source>
        <translation>%1に点の線を引きましょう。ペンの位置から次の点までドラッグします。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Draw your %n pending dot strokes on the %1: drag from the pen to the next node.</source>
        <translation>
            <numerusform>%1に点の線をあと%n本引きましょう。ペンの位置から次の点までドラッグします。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Write your two starting numbers in any empty clouds: click a cloud to write die %1 (%2).</source>
        <translation>最初の数字2つを、好きな空きマスに書き込みましょう。マスをクリックすると、ダイス%1（%2）を書き込みます。</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>Write your other starting number (%1) in any empty cloud.</source>
        <translation>もう1つの最初の数字（%1）を、好きな空きマスに書き込みましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write die %1 (value %2) next to a filled cloud.</source>
        <translation>ダイス%1（目は%2）を、数字の入ったマスの隣に書き込みましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write die %1 (value %2) next to a filled cloud, or give it up.</source>
        <translation>ダイス%1（目は%2）を、数字の入ったマスの隣に書き込むか、見送りましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both dice are played: confirm your turn.</source>
        <translation>2個のダイスを使いました。ターンを確定しましょう。</translation>
    </message>
</context>
<context>
    <name>TableFlow</name>
    <message>
        <location filename="../../daydream_qt/ui/board/module_views/frames.py" line="-85"/>
        <source>you took the {0} of the {1}</source>
        <translation>{1}の報酬{0}点を獲得</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} took the {1} of the {2}</source>
        <translation>{0} が{2}の報酬{1}点を獲得</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/core/turn_news.py" line="+45"/>
        <source>{0}; {1}</source>
        <comment>joins two clauses of the turn news</comment>
        <translation>{0}、{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}.</source>
        <comment>ends the sentence of the turn news</comment>
        <translation>{0}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of turn {0}: {1}</source>
        <translation>{0}ターン目の終わり：{1}</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/core/table_flow.py" line="+144"/>
        <source>{0} is playing; wait for your turn.</source>
        <translation>{0} のターンです。自分の番までお待ちください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pass the device to {0} first.</source>
        <translation>まず {0} に端末を渡してください。</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/table_panel.py" line="+36"/>
        <source>The others at the table</source>
        <translation>テーブルのほかのプレイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another player took a frame reward:</source>
        <translation>ほかのプレイヤーが額縁の報酬を獲得：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the frame family…</source>
        <translation>額縁のグループを選ぶ…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+58"/>
        <source>Another player ended the game</source>
        <translation>ほかのプレイヤーがゲームを終わらせた</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The game ends when this turn ends</source>
        <translation>このターンの終わりにゲームが終了します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo: the game goes on</source>
        <translation>元に戻す：ゲームを続ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back “Another player ended the game”</source>
        <translation>「ほかのプレイヤーがゲームを終わらせた」を取り消します</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Recorded: another player completed the {0} and takes its {1} when this turn ends.</source>
        <translation>記録しました：ほかのプレイヤーが{0}を完成させ、このターンの終わりに{1}点を獲得します。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Did another player end the game? Your game then ends with this turn: you finish this turn, and your score is counted.</source>
        <translation>ほかのプレイヤーがゲームを終わらせましたか？ その場合、あなたのゲームもこのターンで終わります。このターンを終えると、得点が数えられます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recorded: another player ended the game; it ends with this turn. Undo takes it back.</source>
        <translation>記録しました：ほかのプレイヤーがゲームを終わらせました。このターンで終了です。「元に戻す」で取り消せます。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Taken back: the game goes on.</source>
        <translation>取り消しました：ゲームは続きます。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>, </source>
        <comment>between the frame family names of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recorded this turn: {0}.</source>
        <translation>このターンの記録：{0}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another player ended the game: it ends with this turn.</source>
        <translation>ほかのプレイヤーがゲームを終わらせました。このターンで終了です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These open once the dice of the turn are recorded.</source>
        <translation>このターンのダイスの目を記録すると使えるようになります。</translation>
    </message>
</context>
<context>
    <name>TableRankingCard</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/table_ranking.py" line="+50"/>
        <source>The table&apos;s ranking</source>
        <translation>テーブルの順位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type each player&apos;s total. If totals tie, the most strokes on the unfinished item wins, so type those too.</source>
        <translation>各プレイヤーの合計を入力してください。合計が同じなら、描きかけの小物の線が多い人の勝ちなので、その本数も入力してください。</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+88"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Strokes</source>
        <translation>線</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Name of player {0}</source>
        <translation>プレイヤー{0}の名前</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total of player {0}</source>
        <translation>プレイヤー{0}の合計</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strokes on the unfinished item of player {0}</source>
        <translation>プレイヤー{0}の描きかけの小物の線</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strokes on their unfinished item: they decide a tie</source>
        <translation>描きかけの小物の線の数：同点のときに勝敗を決めます</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Player {0}</source>
        <translation>プレイヤー{0}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{0} on the item</source>
        <translation>小物に{0}本</translation>
    </message>
</context>
<context>
    <name>TitleCell</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/records_page.py" line="-595"/>
        <source>{0} ({1} and up)</source>
        <translation>{0}（{1}点以上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not yet</source>
        <translation>まだ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>earned {0}</source>
        <translation>{0}に獲得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earned %1 times</source>
        <translation>%1回獲得</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/tour.py" line="+90"/>
        <source>Tour</source>
        <translation>ツアー</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+67"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Skip the tour</source>
        <translation>ツアーをスキップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous step of the tour</source>
        <translation>ツアーの前のステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step of the tour</source>
        <translation>ツアーの次のステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the tour</source>
        <translation>ツアーを終える</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
</context>
<context>
    <name>YourBoards</name>
    <message numerus="yes">
        <location filename="../../daydream_qt/ui/dialogs/your_boards.py" line="+69"/>
        <source>A draft: %n problem(s) to fix in the board editor first.</source>
        <translation>
            <numerusform>下書き：先にボードエディターで%n件の問題を直してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your boards</source>
        <translation>あなたのボード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Boards you make with File › New board; drafts with problems cannot be played yet.</source>
        <translation>「ファイル › 新しいボード」で作ったボードです。問題のある下書きはまだ遊べません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the chosen one of your boards another name</source>
        <translation>選んだボードの名前を変えます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the chosen one of your boards out of the list (you are asked first)</source>
        <translation>選んだボードを一覧から外します（先に確認します）</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Board:</source>
        <translation>ボード：</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+21"/>
        <source>Rename the board</source>
        <translation>ボードの名前を変更</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+30"/>
        <source>Delete the board</source>
        <translation>ボードを削除</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Delete “{}” from your boards? Its file is moved to the folder “deleted” of your boards folder, where it can be taken back.</source>
        <translation>「{}」を「あなたのボード」から削除しますか？ファイルはボードのフォルダー内の「deleted」フォルダーに移され、そこから戻せます。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Renamed “{}”.</source>
        <translation>「{}」に名前を変えました。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deleted “{}”; its file is in {}.</source>
        <translation>「{0}」を削除しました。ファイルは {1} にあります。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>“{}” ({}) cannot be played: its file is no longer in your boards folder.</source>
        <translation>「{}」({}) は遊べません。ファイルがボードのフォルダーにもうありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{}” ({}) cannot be played: {}</source>
        <translation>「{}」({}) は遊べません：{}</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/charts.py" line="+82"/>
        <source>{0} ({1}+)</source>
        <comment>a title band in a chart&apos;s legend: its title, the score it starts at</comment>
        <translation>{0}（{1}点〜）</translation>
    </message>
</context>
<context>
    <name>gp</name>
    <message>
        <source>Game</source>
        <translation type="vanished">ゲーム</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation type="vanished">次にすること</translation>
    </message>
</context>
</TS>
