<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="+98"/>
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
    <name>BoardExplain</name>
    <message>
        <location filename="../../daydream_qt/ui/board/explain.py" line="+58"/>
        <source>{0} point</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} points</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+41"/>
        <location line="+41"/>
        <source>{0}: {1} of {2} clouds filled.</source>
        <translation>{0}：雲{2}個中{1}個が埋まっています。</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>A number repeats: it will be crossed out.</source>
        <translation>同じ数字があるので、この列は消されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All different: circles its dot ({0} dot strokes). Counting up or down by one: circles its sun ({0} sun strokes).</source>
        <translation>すべて違う数字なら点に丸（点の線{0}本）。1ずつ増える・減る並びなら太陽に丸（太陽の線{0}本）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Row {0}, column {1}</source>
        <translation>{0}行目・{1}列目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No line passes through this cloud.</source>
        <translation>この雲を通る列はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Star: the number written moves the constellation pen as many points.</source>
        <translation>星：書いた数だけ星座のペンが進みます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Star: the number is copied to polaroid {0}.</source>
        <translation>星：数字はポラロイド{0}に写されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moon: the number is copied to polaroid {0}.</source>
        <translation>月：数字はポラロイド{0}に写されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moon: the number is copied to the next moon of the garland.</source>
        <translation>月：数字はガーランドの次の月に写されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moon: the garland is full, the number is not copied.</source>
        <translation>月：ガーランドがいっぱいなので、数字は写されません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Note: the same number as the clouds it touches colours a head.</source>
        <translation>音符：触れている雲と同じ数字なら符頭を塗ります。</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <source>Clouds touching a note holding the same number colour its head; every head scores.</source>
        <translation>音符に触れる雲が同じ数字なら、符頭を塗ります。塗った符頭ごとに得点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads coloured: {0} ({1}).</source>
        <translation>塗った符頭：{0}（{1}）。</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>A number on a moon cloud goes to the next moon; two equal moons in a row circle the reward between them.</source>
        <translation>月の雲に書いた数字はガーランドの次の月に写されます。続く2つの月が同じ数字なら、その間の報酬に丸をつけます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards circled so far: {0} ({1}).</source>
        <translation>丸をつけた報酬：{0}（{1}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fill every cloud of a family: the first takes its 5, the second its 2.</source>
        <translation>額縁のグループの雲をすべて埋めると、最初の人が5、次の人が2を得ます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Families completed: {0} of {1} ({2}).</source>
        <translation>完成した額縁：{1}組中{0}組（{2}）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reward taken: {0}.</source>
        <translation>獲得した報酬：{0}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} more to fill for the best reward still open.</source>
        <translation>残っている一番よい報酬まで、あと{0}マス。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finished items: {0}</source>
        <translation>描き上げた小物：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thorns: {0}, minus {1}</source>
        <translation>トゲ：{0}本、マイナス{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total: {0}</source>
        <translation>合計：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Title: {0}</source>
        <translation>称号：{0}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../daydream_qt/ui/board/interactions.py" line="+140"/>
        <source>Trace from the glowing pen to the glowing node.</source>
        <translation>光っているペンの位置から、光っている点までなぞりましょう。</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Trace from the glowing pen to the glowing sun.</source>
        <translation>光っているペンの位置から、光っている太陽までなぞりましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trace from the glowing pen to the glowing dot.</source>
        <translation>光っているペンの位置から、光っている点までなぞりましょう。</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/footer.py" line="+63"/>
        <source>Thorns: every two cost one item (solo)</source>
        <translation>トゲ：2本ごとに小物1個分の減点（ソロ）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../../daydream_qt/ui/board/shelf.py" line="+211"/>
        <source>Bonus: one extra sun stroke</source>
        <translation>ボーナス：次の太陽まで線を1本追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus: circle the next leaf</source>
        <translation>ボーナス：次の葉っぱを丸で囲む</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../daydream_qt/ui/board/view.py" line="+282"/>
        <source>Press 1 or 2 to choose which line to resolve first.</source>
        <translation>1 か 2 のキーで、先に処理する列を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press S for the sun bonus or L for the leaf bonus.</source>
        <translation>S キーで太陽のボーナス、L キーで葉っぱのボーナスを選べます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No die left to play shows {0}.</source>
        <translation>{0} の目のダイスは残っていません。</translation>
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
</context>
<context>
    <name>CombinationCard</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_game.py" line="+71"/>
        <source>no module: the plain game</source>
        <translation>追加ルールなし：基本のゲーム</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_entry.py" line="+38"/>
        <source>Type the value of die {0}: a number from 1 to 6.</source>
        <translation>ダイス{0}の目を入力してください（1〜6の数字）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Die {0} cannot show “{1}”: a die shows 1 to 6.</source>
        <translation>ダイス{0}に「{1}」の目はありません。ダイスの目は1〜6です。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dice rolled at the table</source>
        <translation>テーブルで振ったダイス</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Die {0}</source>
        <translation>ダイス{0}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Record the dice</source>
        <translation>ダイスの目を記録</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/dice_tray.py" line="+180"/>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+117"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Ask the coach for a plan for these dice (H)</source>
        <translation>このダイスでの手をコーチに聞く (H)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+137"/>
        <source>Roll the dice</source>
        <translation>ダイスを振る</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>Roll both dice (Space or R)</source>
        <translation>ダイスを2個振ります（Space または R）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Leaves</source>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Colour a circled leaf to lower the die by 1</source>
        <translation>丸で囲んだ葉っぱを1枚塗りつぶして、ダイスの目を1減らします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour a circled leaf to raise the die by 1</source>
        <translation>丸で囲んだ葉っぱを1枚塗りつぶして、ダイスの目を1増やします</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Give up this die</source>
        <translation>このダイスを見送る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instead of writing it, circle the next leaf; in solo you also draw a thorn (every two thorns cost one item). At most one die per turn.</source>
        <translation>数字を書き込む代わりに、次の葉っぱを丸で囲みます。ソロでは植物にトゲも1本描きます（トゲ2本ごとに小物1個分の減点）。見送れるのは1ターンにダイス1個までです。</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+66"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Roll the starting dice</source>
        <translation>最初のダイスを振る</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 circled leaves to spend</source>
        <translation>使える葉っぱ：%1枚</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 circled leaf to spend</source>
        <translation>使える葉っぱ：%1枚</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Die %1 is written as %2</source>
        <translation>ダイス%1を「%2」として書き込みます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 leaves</source>
        <translation>葉っぱ%1枚</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 leaf</source>
        <translation>葉っぱ%1枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2, colours %3</source>
        <translation>%1 → %2（%3を塗りつぶす）</translation>
    </message>
    <message numerus="yes">
        <source>%n circled leaf/leaves to spend</source>
        <translation>
            <numerusform>使える葉っぱ：%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>葉っぱ%n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <location line="-255"/>
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
    <name>EndScreen</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/end_screen.py" line="+88"/>
        <source>The dream is over</source>
        <translation>夢のおわり</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your title</source>
        <translation>あなたの評価</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+98"/>
        <source>%1 · seed %2 · %3 turns</source>
        <translation>%1 · シード %2 · %3ターン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 · seed %2 · %3 turn</source>
        <translation>%1 · シード %2 · %3ターン</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Finished items (%1 of %2)</source>
        <translation>描き上げた小物（%2個中%1個）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thorns: %1 (one item lost per two)</source>
        <translation>トゲ：%1本（2本ごとに小物1個分の減点）</translation>
    </message>
    <message numerus="yes">
        <source>%1 · seed %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · シード %2 · %nターン</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../../daydream_qt/ui/window/file_actions.py" line="+176"/>
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
        <location line="+27"/>
        <source>No recent games</source>
        <translation>最近のゲームはありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear the list</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Daydream</source>
        <translation>Daydream</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Untitled game</source>
        <translation>無題のゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}[*] — Daydream</source>
        <translation>{0}[*] — Daydream</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep this game?</source>
        <translation>このゲームを残しますか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress is not saved in a file. Save it before it is replaced?</source>
        <translation>進行中のゲームはファイルに保存されていません。置き換える前に保存しますか?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Daydream games (*.daydream)</source>
        <translation>Daydream のゲーム (*.daydream)</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Cannot open this file</source>
        <translation>このファイルを開けません</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+62"/>
        <source>Save this game</source>
        <translation>このゲームを保存</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+22"/>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <location line="-277"/>
        <location line="+329"/>
        <source>The folder {0} cannot be written to.</source>
        <translation>フォルダー {0} に書き込めません。</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Too many Daydream windows are open at once.</source>
        <translation>Daydream のウィンドウが多すぎます。</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>{0} is a link to {1}. Save into {1}?</source>
        <translation>{0} は {1} へのリンクです。{1} に保存しますか？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is read-only. Replace it anyway?</source>
        <translation>{0} は読み取り専用です。それでも置き換えますか？</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The game is not being autosaved: {0} It is kept while the app is open; Save As can put it elsewhere.</source>
        <translation>ゲームは自動保存されていません：{0} アプリを開いている間は保持されます。「名前を付けて保存」で別の場所に保存できます。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../daydream_qt/ui/core/controller.py" line="+90"/>
        <source>This is {0}&apos;s sheet: you can look at it, not write on it.</source>
        <translation>これは {0} のボードです。見ることはできますが、書き込むことはできません。</translation>
    </message>
    <message>
        <location line="+131"/>
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
        <location filename="../../daydream_qt/ui/pages/game_page.py" line="+90"/>
        <source>Draw strokes for me</source>
        <translation>線を自動で引く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending strokes are drawn on the shelf automatically</source>
        <translation>引ける線を棚の小物に自動で引きます</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back to the results</source>
        <translation>結果に戻る</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reminders…</source>
        <translation>ルールのおさらい…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules of this game in a few lines (Help menu)</source>
        <translation>このゲームのルールを数行で（ヘルプメニュー）</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Reminders</source>
        <translation>ルールのおさらい</translation>
    </message>
    <message>
        <location line="-252"/>
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
        <location line="+3"/>
        <source>Giving up a die circles a leaf and draws a thorn: two thorns cost one item.</source>
        <translation>ダイスを見送ると、葉っぱを丸で囲み、トゲを1本描きます。トゲ2本で小物1個分の減点です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Giving up a die circles a leaf.</source>
        <translation>ダイスを見送ると、葉っぱを丸で囲みます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A number written on a star draws that many strokes of the constellation.</source>
        <translation>星のマスに書いた数だけ、星座の線を引きます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A note&apos;s head is coloured when the clouds it touches hold the same number.</source>
        <translation>音符が触れるマスが同じ数字になると、音符の玉を塗ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number written in a star or moon cloud is copied to its polaroid.</source>
        <translation>星や月のマスに書いた数字は、そのポラロイドに写します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number written on a moon hangs on the garland; two equal moons in a row win its reward.</source>
        <translation>月のマスに書いた数字はガーランドに掛けます。同じ数字の月が続くと、その間のごほうびを得ます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filling every cloud of a frame family takes its best reward still free.</source>
        <translation>額縁の仲間のマスをすべて埋めると、残っている一番よいごほうびを取ります。</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/handover.py" line="+65"/>
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
    <name>HintCard</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/hint_card.py" line="+20"/>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The marked clouds show the plan: nothing is written until you play.</source>
        <translation>印のついた雲がおすすめの手です。実行するまで何も書き込まれません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play it</source>
        <translation>この手を打つ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the suggested moves; you still confirm the turn</source>
        <translation>おすすめの手を実行します。ターンの確定はご自身で</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>Ink</name>
    <message>
        <location filename="../../daydream_qt/ui/widgets/ink.py" line="+15"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Violet</source>
        <translation>紫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teal</source>
        <translation>青緑</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+61"/>
        <source>Marker colour: {0}</source>
        <translation>ペンの色：{0}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../daydream_qt/ui/window/main_window.py" line="+91"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Reminders</source>
        <translation>ルールのおさらい(&amp;R)</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location line="+33"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot continue</source>
        <translation>続きから遊べません</translation>
    </message>
    <message>
        <location line="+80"/>
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
        <location line="+129"/>
        <source>%1 · %2 plays</source>
        <translation>%1 · %2 の番</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location line="-5"/>
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
    <name>NewGameDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/new_game.py" line="+67"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a combination</source>
        <translation>組み合わせを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board folds into eight combinations of its panels; each plays differently. Easy ones are the best start.</source>
        <translation>ボードはパネルの折り方で8種類の組み合わせになり、それぞれ遊び方が変わります。はじめは「簡単」の組み合わせがおすすめです。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dream of the day</source>
        <translation>今日の夢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s seed: everyone who plays it gets the same dice</source>
        <translation>今日のシード：このシードで遊ぶ人はみんな同じダイスの目になります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same combination and seed give the same dice, so a friend can play your game.</source>
        <translation>組み合わせとシードが同じならダイスの目も同じになるので、友だちにも同じゲームを遊んでもらえます。</translation>
    </message>
    <message>
        <location line="+7"/>
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
    <name>Ranking</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/ranking.py" line="+54"/>
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
        <location line="+5"/>
        <source>{0} strokes</source>
        <translation>線{0}本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} stroke</source>
        <translation>線{0}本</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+6"/>
        <source>{0} items</source>
        <translation>小物{0}個</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} item</source>
        <translation>小物{0}個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thorns −{0}</source>
        <translation>トゲ −{0}</translation>
    </message>
    <message numerus="yes">
        <source>%n stroke(s)</source>
        <translation>
            <numerusform>線%n本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>小物%n個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankingCard</name>
    <message>
        <location line="+10"/>
        <source>The dream is over</source>
        <translation>夢のおわり</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>tie-break: {0} on the unfinished item</source>
        <translation>同点時の判定：描きかけの小物に{0}</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../daydream_qt/ui/core/texts.py" line="-140"/>
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
    <name>SeatRow</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+79"/>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greedy bot</source>
        <translation>貪欲ボット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert bot</source>
        <translation>エキスパートボット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bot plays its own turn, a moment after the previous seat</source>
        <translation>ボットは前の人の少しあとに、自分のターンを自動で行います</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player {0}</source>
        <translation>プレイヤー{0}</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/panels/seats_panel.py" line="+82"/>
        <source> (bot)</source>
        <translation>（ボット）</translation>
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
        <location line="+5"/>
        <source>You are looking at {0}&apos;s sheet: it cannot be changed from here.</source>
        <translation>{0} のボードを表示しています。ここからは変更できません。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/settings_dialog.py" line="+29"/>
        <location line="+3"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw strokes for me</source>
        <translation>線を自動で引く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending strokes are drawn on the shelf one by one, without dragging them.</source>
        <translation>引ける線を、ドラッグしなくても1本ずつ棚の小物に引きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show where the die may go</source>
        <translation>ダイスを書き込めるマスを表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clouds where the selected die may be written glow.</source>
        <translation>選んだダイスを書き込めるマスが光ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language and ink</source>
        <translation>言語とペンの色</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The marker of your sheet in solo and scoresheet games, from your next game on; in pass-and-play each seat picks its own.</source>
        <translation>ソロとスコアシートで使う、自分のボードのペンの色です（次のゲームから）。交代プレイでは各自が選びます。</translation>
    </message>
    <message>
        <source>The marker of your sheet in solo and scoresheet games; in pass-and-play each seat picks its own.</source>
        <translation type="vanished">ソロとスコアシートで使う、自分のボードのペンの色です。交代プレイでは各自が選びます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+41"/>
        <source>The new language is used from the next start.</source>
        <translation>新しい言語は次回の起動から使われます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board names, titles and every sentence follow it.</source>
        <translation>盤面名や評価、すべての文章がこの言語で表示されます。</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <location filename="../../daydream_qt/ui/dialogs/seat_editor.py" line="+18"/>
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
        <location line="+52"/>
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
        <location line="+12"/>
        <source>You play with real dice at a table: type in the two values rolled, and record when another player takes a frame reward or ends the game.</source>
        <translation>テーブルで本物のダイスを使って遊びます。出た2つの目を入力し、ほかのプレイヤーが額縁の報酬を獲得したときやゲームを終わらせたときに記録します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players at the table</source>
        <translation>テーブルの人数</translation>
    </message>
    <message>
        <location line="+38"/>
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
    <name>StartPage</name>
    <message>
        <location filename="../../daydream_qt/ui/pages/start_page.py" line="+36"/>
        <source>Daydream</source>
        <translation>デイドリーム</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll two dice, write them in the clouds, and let your lines draw little things on the shelf.</source>
        <translation>2個のダイスを振って雲のマスに書き込み、完成した列で棚の小物を描いていきましょう。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a saved game…</source>
        <translation>保存したゲームを開く…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location line="+4"/>
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
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../daydream_qt/ui/core/status.py" line="+40"/>
        <source>Start a new game, or continue the one you left.</source>
        <translation>新しいゲームを始めるか、中断したゲームの続きを遊びましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type in the two dice the table rolled for the starting numbers, then Record.</source>
        <translation>最初の数字として、テーブルで振った2個のダイスの目を入力し、「ダイスの目を記録」を押しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+2"/>
        <source>You finished an item with a bonus: choose one extra sun stroke or one more leaf.</source>
        <translation>ボーナス付きの小物を描き上げました。太陽の線を1本追加するか、葉っぱを1枚丸で囲むか選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+9"/>
        <source>Write your two starting numbers in any empty clouds: click a cloud to write die %1 (%2).</source>
        <translation>最初の数字2つを、好きな空きマスに書き込みましょう。マスをクリックすると、ダイス%1（%2）を書き込みます。</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../../daydream_qt/ui/core/table_flow.py" line="+36"/>
        <source>you took the {0} of the {1}</source>
        <translation>{1}の報酬{0}点を獲得</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} took the {1} of the {2}</source>
        <translation>{0} が{2}の報酬{1}点を獲得</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+83"/>
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
        <location filename="../../daydream_qt/ui/panels/table_panel.py" line="+28"/>
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
        <source>Another player ended the game</source>
        <translation>ほかのプレイヤーがゲームを終わらせた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends when this turn ends</source>
        <translation>このターンの終わりにゲームが終了します</translation>
    </message>
    <message>
        <location line="+50"/>
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
    <name>RecordsPage</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%nゲーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) in a row</source>
        <translation>
            <numerusform>%n日連続</numerusform>
        </translation>
    </message>
</context>
</TS>
