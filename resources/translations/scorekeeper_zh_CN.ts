<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New session…</source>
        <translation>新牌局(&amp;N)…</translation>
    </message>
    <message>
        <source>Seat players, agree stakes and rules</source>
        <translation>安排座位，约定注码和规则</translation>
    </message>
    <message>
        <source>&amp;Open book…</source>
        <translation>打开记分簿(&amp;O)…</translation>
    </message>
    <message>
        <source>Use another book file</source>
        <translation>改用另一个记分簿文件</translation>
    </message>
    <message>
        <source>Open a card room&apos;s &amp;server book…</source>
        <translation>打开牌室的服务器记分簿(&amp;S)…</translation>
    </message>
    <message>
        <source>Use a book on a PostgreSQL server: postgresql://user@host:port/database</source>
        <translation>使用 PostgreSQL 服务器上的记分簿：postgresql://user@host:port/database</translation>
    </message>
    <message>
        <source>&amp;Sessions and books</source>
        <translation>牌局与记分簿(&amp;S)</translation>
    </message>
    <message>
        <source>The start page: open another session</source>
        <translation>开始页：打开另一场牌局</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>锦标赛(&amp;T)…</translation>
    </message>
    <message>
        <source>An event on several tables: registration, the draw, hands, balancing, payouts</source>
        <translation>多桌赛事：报名、抽签、各手、平衡牌桌、奖金分配</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the window (the entry is kept)</source>
        <translation>关闭窗口（输入的牌会保留）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change to the entry</source>
        <translation>撤销刚才对输入的修改</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo in the entry</source>
        <translation>在输入中重做</translation>
    </message>
    <message>
        <source>Undo last recorded action</source>
        <translation>撤销上一个已记录的操作</translation>
    </message>
    <message>
        <source>Take back the last recorded hand or change (kept in the session&apos;s history)</source>
        <translation>收回最后记录的一手或修改（仍保留在牌局的历史中）</translation>
    </message>
    <message>
        <source>Redo recorded action</source>
        <translation>重做已记录的操作</translation>
    </message>
    <message>
        <source>Put back what was undone</source>
        <translation>恢复刚才撤销的内容</translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation>记录这手(&amp;R)</translation>
    </message>
    <message>
        <source>Store the hand in the book now (every seat complete, no card twice)</source>
        <translation>现在把这手存入记分簿（每个座位都已完整，没有重复的牌）</translation>
    </message>
    <message>
        <source>Clear &amp;row</source>
        <translation>清空这一墩(&amp;R)</translation>
    </message>
    <message>
        <source>Empty the active row</source>
        <translation>清空当前的一墩</translation>
    </message>
    <message>
        <source>Clear the &amp;hand</source>
        <translation>清空整手(&amp;H)</translation>
    </message>
    <message>
        <source>Empty every row</source>
        <translation>清空所有墩</translation>
    </message>
    <message>
        <source>&amp;Type 13 cards for this seat…</source>
        <translation>一次输入这个座位的 13 张牌(&amp;T)…</translation>
    </message>
    <message>
        <source>Type the seat&apos;s 13 cards in one go; they are set as entered, back first</source>
        <translation>一次输入这个座位的 13 张牌，按输入顺序摆放，尾墩在前</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>建议摆法(&amp;G)</translation>
    </message>
    <message>
        <source>The advisor&apos;s best setting of the seat&apos;s 13 cards, to apply in one click</source>
        <translation>顾问为这个座位的 13 张牌找出的最佳摆法，一键套用</translation>
    </message>
    <message>
        <source>&amp;Surrender</source>
        <translation>投降(&amp;S)</translation>
    </message>
    <message>
        <source>The active seat surrenders</source>
        <translation>当前的座位投降</translation>
    </message>
    <message>
        <source>&amp;Declare natural / play it</source>
        <translation>报特殊牌型／照常比牌(&amp;D)</translation>
    </message>
    <message>
        <source>Declare the active seat&apos;s natural, or play the hand instead</source>
        <translation>为当前的座位报特殊牌型，或改为照常比牌</translation>
    </message>
    <message>
        <source>Make this seat the deale&amp;r</source>
        <translation>设这个座位为庄家(&amp;R)</translation>
    </message>
    <message>
        <source>Move the button</source>
        <translation>移动庄家位置</translation>
    </message>
    <message>
        <source>&amp;Stakes and unit…</source>
        <translation>注码与每分(&amp;S)…</translation>
    </message>
    <message>
        <source>A pair&apos;s own stake or the table&apos;s unit, from the next hand on</source>
        <translation>某两人自己的注码或全桌的每分金额，从下一手起</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>规则(&amp;R)…</translation>
    </message>
    <message>
        <source>A preset or any option, from the next hand on</source>
        <translation>预设规则或任一选项，从下一手起</translation>
    </message>
    <message>
        <source>&amp;Players and seats…</source>
        <translation>玩家与座位(&amp;P)…</translation>
    </message>
    <message>
        <source>Who sits from the next hand on: leave, join, swap, reorder</source>
        <translation>从下一手起谁入座：离开、加入、换位、调整顺序</translation>
    </message>
    <message>
        <source>&amp;Casino…</source>
        <translation>场方(&amp;C)…</translation>
    </message>
    <message>
        <source>The house&apos;s collection, a buy-in or cash-out, a tip split among players</source>
        <translation>场方抽水、买入或兑现、由选定玩家分摊的小费</translation>
    </message>
    <message>
        <source>This player &amp;leaves</source>
        <translation>此玩家离开(&amp;L)</translation>
    </message>
    <message>
        <source>The active seat&apos;s player goes home or sits out from the next hand on</source>
        <translation>当前座位的玩家从下一手起离开或暂停</translation>
    </message>
    <message>
        <source>S&amp;wap with the next seat</source>
        <translation>与下一座位交换(&amp;W)</translation>
    </message>
    <message>
        <source>The active seat&apos;s player and the next seat&apos;s change places</source>
        <translation>当前座位与下一座位的玩家交换位置</translation>
    </message>
    <message>
        <source>Someone else takes this &amp;seat…</source>
        <translation>由他人坐此座位(&amp;S)…</translation>
    </message>
    <message>
        <source>A returning or new player takes the active seat from the next hand on</source>
        <translation>回来的或新的玩家从下一手起坐当前座位</translation>
    </message>
    <message>
        <source>Next seat</source>
        <translation>下一个座位</translation>
    </message>
    <message>
        <source>Jump to the next seat&apos;s front</source>
        <translation>跳到下一个座位的头墩</translation>
    </message>
    <message>
        <source>Previous seat</source>
        <translation>上一个座位</translation>
    </message>
    <message>
        <source>Jump to the previous seat&apos;s front</source>
        <translation>跳到上一个座位的头墩</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>牌放大</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Smaller cards</source>
        <translation>牌缩小</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>原始大小(&amp;A)</translation>
    </message>
    <message>
        <source>Cards at their normal size</source>
        <translation>牌恢复正常大小</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>四色牌(&amp;F)</translation>
    </message>
    <message>
        <source>♦ blue and ♣ green</source>
        <translation>♦ 蓝色、♣ 绿色</translation>
    </message>
    <message>
        <source>&amp;Theme: system</source>
        <translation>主题：系统(&amp;T)</translation>
    </message>
    <message>
        <source>System, light or dark</source>
        <translation>系统、浅色或深色</translation>
    </message>
    <message>
        <source>&amp;Guide and shortcuts</source>
        <translation>说明与快捷键(&amp;G)</translation>
    </message>
    <message>
        <source>Entering, correcting, changing and settling; every key</source>
        <translation>输入、更正、更改与结算；所有按键</translation>
    </message>
    <message>
        <source>S&amp;hare this table…</source>
        <translation>分享这一桌(&amp;H)…</translation>
    </message>
    <message>
        <source>A QR code that shows the table live on phones (read-only); Stop sharing there</source>
        <translation>用二维码让手机实时看到这一桌（只读）；在那里停止分享</translation>
    </message>
    <message>
        <source>Players &amp;enter their own hands…</source>
        <translation>玩家自己输入手牌(&amp;E)…</translation>
    </message>
    <message>
        <source>A QR code per seat: each player sets their hand on their phone; you record it</source>
        <translation>每个座位一个二维码：每位玩家在手机上摆好自己的牌，由您记录</translation>
    </message>
    <message>
        <source>&amp;Merge players…</source>
        <translation>合并玩家(&amp;M)…</translation>
    </message>
    <message>
        <source>On the Players page: another name becomes the selected player&apos;s (Ctrl+Z undoes)</source>
        <translation>在“玩家”页：另一个名字归入所选玩家（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>U&amp;nmerge a name…</source>
        <translation>拆开名字(&amp;N)…</translation>
    </message>
    <message>
        <source>On the Players page: one of the selected player&apos;s names is someone else again</source>
        <translation>在“玩家”页：所选玩家的一个名字重新成为另一个人</translation>
    </message>
    <message>
        <source>Re&amp;view with the advisor…</source>
        <translation>用建议器检讨(&amp;V)…</translation>
    </message>
    <message>
        <source>On the Players page: the units the selected player gave away against the advisor</source>
        <translation>在玩家页：所选玩家比建议器最佳摆法少拿的单位</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>Version and book</source>
        <translation>版本与记分簿</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>新赛事(&amp;N)…</translation>
    </message>
    <message>
        <source>Name, buy-in and fee, chips, levels, seats, the setting clock and payouts</source>
        <translation>名称、买入与抽水、筹码、级别、座位、摆牌计时与奖金分配</translation>
    </message>
    <message>
        <source>&amp;Open event…</source>
        <translation>打开赛事(&amp;O)…</translation>
    </message>
    <message>
        <source>Another event of this book</source>
        <translation>这本账簿的另一个赛事</translation>
    </message>
    <message>
        <source>&amp;Finish the event…</source>
        <translation>结束赛事(&amp;F)…</translation>
    </message>
    <message>
        <source>The places and payouts, chips and money verified</source>
        <translation>名次与奖金，筹码与金额均已核对</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Close this window (everything is recorded already)</source>
        <translation>关闭此窗口（一切都已记录）</translation>
    </message>
    <message>
        <source>&amp;Register a player…</source>
        <translation>报名玩家(&amp;R)…</translation>
    </message>
    <message>
        <source>A new entry: one of the book&apos;s players or a new name</source>
        <translation>新的报名：账簿中的玩家或新名字</translation>
    </message>
    <message>
        <source>R&amp;e-buy for the selected player…</source>
        <translation>为选中的玩家重购(&amp;E)…</translation>
    </message>
    <message>
        <source>More chips, or a player out in the re-buy period back in</source>
        <translation>更多筹码，或在重购期内让出局的玩家回到赛事</translation>
    </message>
    <message>
        <source>&amp;Add-on for the selected player…</source>
        <translation>为选中的玩家加购(&amp;A)…</translation>
    </message>
    <message>
        <source>More chips for a player still in, while the event allows add-ons</source>
        <translation>为仍在赛中的玩家加筹码，只要赛事仍允许加购</translation>
    </message>
    <message>
        <source>&amp;Draw the seats…</source>
        <translation>抽签定座(&amp;D)…</translation>
    </message>
    <message>
        <source>Seat the field by a recorded random draw</source>
        <translation>以记录下来的随机抽签安排所有参赛者的座位</translation>
    </message>
    <message>
        <source>&amp;Balance the tables…</source>
        <translation>平衡牌桌(&amp;B)…</translation>
    </message>
    <message>
        <source>The moves the program proposes, recorded when you confirm them</source>
        <translation>程序建议的换桌，经您确认后记录</translation>
    </message>
    <message>
        <source>Start or &amp;pause the event&apos;s clock</source>
        <translation>开始或暂停赛事时钟(&amp;P)</translation>
    </message>
    <message>
        <source>Levels kept by time count only while it runs (the draw starts it)</source>
        <translation>按时间计的级别只在它走动时计算（抽签时开始）</translation>
    </message>
    <message>
        <source>The &amp;field</source>
        <translation>参赛者(&amp;F)</translation>
    </message>
    <message>
        <source>The keys to the list of players</source>
        <translation>键盘焦点移到玩家名单</translation>
    </message>
    <message>
        <source>&amp;Choose a table</source>
        <translation>选择牌桌(&amp;C)</translation>
    </message>
    <message>
        <source>The table whose hand is entered (Up and Down choose)</source>
        <translation>要输入这手牌的牌桌（上下键选择）</translation>
    </message>
    <message>
        <source>&amp;Start the setting clock</source>
        <translation>开始摆牌计时(&amp;S)</translation>
    </message>
    <message>
        <source>Recorded as the hand&apos;s start; seats not set when it runs out are marked</source>
        <translation>记录为这手的开始；时间到时仍未摆好的座位会被标记</translation>
    </message>
    <message>
        <source>&amp;Record the hand</source>
        <translation>记录这手(&amp;R)</translation>
    </message>
    <message>
        <source>Score the table&apos;s hand and move the chips</source>
        <translation>计算这桌这手的分数并移动筹码</translation>
    </message>
    <message>
        <source>C&amp;lear the hand</source>
        <translation>清除这手(&amp;L)</translation>
    </message>
    <message>
        <source>Empty every seat&apos;s rows and stop the clock</source>
        <translation>清空每个座位的各墩并停止计时</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The book is in use</source>
        <translation>记分簿正在使用中</translation>
    </message>
    <message>
        <source>{problem}

Only one window can keep a book at a time.</source>
        <translation>{problem}

同一时间只能有一个窗口使用一本记分簿。</translation>
    </message>
    <message>
        <source>The book cannot be opened</source>
        <translation>无法打开记分簿</translation>
    </message>
    <message>
        <source>the default book</source>
        <translation>默认记分簿</translation>
    </message>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation>十三水记分</translation>
    </message>
</context>
<context>
    <name>AuditModel</name>
    <message>
        <source>Edit</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>作废</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>注码</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Settled</source>
        <translation>已结算</translation>
    </message>
    <message>
        <source>Reopened</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>BankerStrip</name>
    <message>
        <source>坐庄: {banker} banks · multiples:</source>
        <translation>坐庄：{banker} 当庄 · 倍数：</translation>
    </message>
    <message>
        <source>{name}&apos;s pair with the banker is multiplied by this</source>
        <translation>{name} 与庄家的对局乘以此倍数</translation>
    </message>
</context>
<context>
    <name>BookErrors</name>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>The book cannot be read</source>
        <translation>无法读取记分簿</translation>
    </message>
    <message>
        <source>{cause}; {remedy}</source>
        <translation>{cause}；{remedy}</translation>
    </message>
    <message>
        <source>{remedy}, then press Ctrl+Enter again (the hand you typed is kept)</source>
        <translation>{remedy}，然后再按一次 Ctrl+Enter（已输入的牌局会保留）</translation>
    </message>
    <message>
        <source>{cause}: {unsaved} was not saved; {remedy}</source>
        <translation>{cause}：{unsaved}未保存；{remedy}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the book cannot be written here (the file or its folder is read-only)</source>
        <translation>无法在此写入记分簿（文件或文件夹为只读）</translation>
    </message>
    <message>
        <source>the book is busy: another program is writing to it</source>
        <translation>记分簿忙碌中：另一个程序正在写入</translation>
    </message>
    <message>
        <source>the disk failed to read or write the book</source>
        <translation>磁盘无法读写记分簿</translation>
    </message>
    <message>
        <source>the book is damaged</source>
        <translation>记分簿已损坏</translation>
    </message>
    <message>
        <source>the book&apos;s file cannot be opened</source>
        <translation>无法打开记分簿的文件</translation>
    </message>
    <message>
        <source>permission to use the book&apos;s file was denied</source>
        <translation>使用记分簿文件的权限被拒绝</translation>
    </message>
    <message>
        <source>the book took too long to answer and the query was stopped</source>
        <translation>记分簿响应太久，查询已停止</translation>
    </message>
    <message>
        <source>the book refused the change (one of its own checks failed)</source>
        <translation>记分簿拒绝了此更改（其自身的检查未通过）</translation>
    </message>
    <message>
        <source>free some space and try again</source>
        <translation>请释放空间后再试一次</translation>
    </message>
    <message>
        <source>open a copy kept elsewhere</source>
        <translation>请打开存放在别处的副本</translation>
    </message>
    <message>
        <source>try again in a moment</source>
        <translation>请稍后再试</translation>
    </message>
    <message>
        <source>check the disk, then try again</source>
        <translation>请检查磁盘后再试一次</translation>
    </message>
    <message>
        <source>restore it from a backup</source>
        <translation>请从备份恢复</translation>
    </message>
    <message>
        <source>check that the disk and folder are there</source>
        <translation>请确认磁盘与文件夹都在</translation>
    </message>
    <message>
        <source>check the file&apos;s permissions</source>
        <translation>请检查文件的权限</translation>
    </message>
    <message>
        <source>check the book and the disk</source>
        <translation>请检查记分簿与磁盘</translation>
    </message>
    <message>
        <source>check the book for damage</source>
        <translation>请检查记分簿是否损坏</translation>
    </message>
    <message>
        <source>free some space</source>
        <translation>请释放空间</translation>
    </message>
    <message>
        <source>check the disk</source>
        <translation>请检查磁盘</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>the correction of hand {number}</source>
        <translation>第 {number} 手的更正</translation>
    </message>
    <message>
        <source>the void of hand {number}</source>
        <translation>第 {number} 手的作废</translation>
    </message>
    <message>
        <source>the undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>the redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>the stake change</source>
        <translation>注码更改</translation>
    </message>
    <message>
        <source>the rules change</source>
        <translation>规则更改</translation>
    </message>
    <message>
        <source>the change of players</source>
        <translation>玩家更改</translation>
    </message>
    <message>
        <source>the change of unit</source>
        <translation>单位更改</translation>
    </message>
    <message>
        <source>the settle-up</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>the reopening</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>the new session</source>
        <translation>新牌局</translation>
    </message>
    <message>
        <source>the imported session</source>
        <translation>导入的牌局</translation>
    </message>
</context>
<context>
    <name>CardKeys</name>
    <message>
        <source>s ♠, h ♥, d ♦ or c ♣</source>
        <translation>s ♠、h ♥、d ♦ 或 c ♣</translation>
    </message>
    <message>
        <source>{char} after 1: a ten is 10 or T</source>
        <translation>1 后面不能接 {char}：10 请打 10 或 T</translation>
    </message>
    <message>
        <source>{char} is a suit: type the rank first (6s, 10h, Kd)</source>
        <translation>{char} 是花色：请先打点数（6s、10h、Kd）</translation>
    </message>
    <message>
        <source>{char} is not a rank: type 2-9, T or 10, J, Q, K or A</source>
        <translation>{char} 不是点数：请打 2-9、T 或 10、J、Q、K 或 A</translation>
    </message>
    <message>
        <source>{rank} needs a suit first: {suits}</source>
        <translation>{rank} 还需要花色：{suits}</translation>
    </message>
    <message>
        <source>{char} is not a suit: {suits}</source>
        <translation>{char} 不是花色：{suits}</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Card picker</source>
        <translation>选牌区</translation>
    </message>
    <message>
        <source>{card}: in {place}</source>
        <translation>{card}：在{place}</translation>
    </message>
    <message>
        <source>{card}: click to add to {place}</source>
        <translation>{card}：单击加到{place}</translation>
    </message>
</context>
<context>
    <name>CasinoDialog</name>
    <message>
        <source>Per seated player per hand</source>
        <translation>每手每位在座玩家</translation>
    </message>
    <message>
        <source>By unit size (tiers)</source>
        <translation>依单位大小（级距）</translation>
    </message>
    <message>
        <source>Percent of each hand&apos;s winnings</source>
        <translation>每手赢额的百分比</translation>
    </message>
    <message>
        <source>Per player per period of play</source>
        <translation>每位玩家每段时间</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Tiers: write them as &quot;5=1, 10=1, 20=2&quot; (unit = amount per player)</source>
        <translation>级距：请写成 &quot;5=1, 10=1, 20=2&quot;（单位 = 每位玩家的金额）</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>场方</translation>
    </message>
    <message>
        <source>House collection</source>
        <translation>场方抽水</translation>
    </message>
    <message>
        <source>Buy-in and cash-out</source>
        <translation>买入与兑现</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>小费</translation>
    </message>
    <message>
        <source>Table stakes</source>
        <translation>桌面赌注</translation>
    </message>
    <message>
        <source>Slip</source>
        <translation>结算单</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>经理</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>Owed to the house at the settle-up (not paid each hand)</source>
        <translation>结算时付给场方（不是每手付）</translation>
    </message>
    <message>
        <source>Set the collection</source>
        <translation>设定抽水</translation>
    </message>
    <message>
        <source>Fee type:</source>
        <translation>抽水方式：</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金额：</translation>
    </message>
    <message>
        <source>Tiers (unit = amount):</source>
        <translation>级距（单位 = 金额）：</translation>
    </message>
    <message>
        <source>Percent:</source>
        <translation>百分比：</translation>
    </message>
    <message>
        <source>Most per hand:</source>
        <translation>每手上限：</translation>
    </message>
    <message>
        <source>Minutes per period:</source>
        <translation>每段分钟数：</translation>
    </message>
    <message>
        <source>Record a buy-in</source>
        <translation>记录买入</translation>
    </message>
    <message>
        <source>Record a cash-out</source>
        <translation>记录兑现</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>The house (the dealer&apos;s tip)</source>
        <translation>场方（荷官的小费）</translation>
    </message>
    <message>
        <source>dealer, food…</source>
        <translation>荷官、餐点…</translation>
    </message>
    <message>
        <source>Record the tip</source>
        <translation>记录小费</translation>
    </message>
    <message>
        <source>Shared by:</source>
        <translation>分摊者：</translation>
    </message>
    <message>
        <source>Paid to:</source>
        <translation>付给：</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Not recorded: {reason}</source>
        <translation>未记录：{reason}</translation>
    </message>
    <message>
        <source>house collection</source>
        <translation>场方抽水</translation>
    </message>
    <message>
        <source>The house collection applies from the next hand on.</source>
        <translation>场方抽水从下一手起生效。</translation>
    </message>
    <message>
        <source>buy-in of {name}</source>
        <translation>{name} 的买入</translation>
    </message>
    <message>
        <source>cash-out of {name}</source>
        <translation>{name} 的兑现</translation>
    </message>
    <message>
        <source>Recorded: {what}.</source>
        <translation>已记录：{what}。</translation>
    </message>
    <message>
        <source>tip</source>
        <translation>小费</translation>
    </message>
    <message>
        <source>Recorded: the tip.</source>
        <translation>已记录：小费。</translation>
    </message>
    <message>
        <source>Stacks now: {stacks}</source>
        <translation>目前筹码：{stacks}</translation>
    </message>
    <message>
        <source>Table stakes: nobody loses more than their stack</source>
        <translation>桌面赌注：输的钱不超过自己的筹码</translation>
    </message>
    <message>
        <source>A win is also capped by the winner&apos;s own stack</source>
        <translation>赢的钱也以赢家自己的筹码为上限</translation>
    </message>
    <message>
        <source>Set table stakes</source>
        <translation>设定桌面赌注</translation>
    </message>
    <message>
        <source>off (no loss cap)</source>
        <translation>关闭（不设输钱上限）</translation>
    </message>
    <message>
        <source>Set the loss cap</source>
        <translation>设定输钱上限</translation>
    </message>
    <message>
        <source>Most a player loses in one hand:</source>
        <translation>每位玩家每手最多输：</translation>
    </message>
    <message>
        <source>table stakes off</source>
        <translation>桌面赌注关闭</translation>
    </message>
    <message>
        <source>table stakes on, a win also capped by the winner&apos;s stack</source>
        <translation>桌面赌注开启，赢的钱也以赢家的筹码为上限</translation>
    </message>
    <message>
        <source>table stakes on</source>
        <translation>桌面赌注开启</translation>
    </message>
    <message>
        <source>no loss cap</source>
        <translation>不设输钱上限</translation>
    </message>
    <message>
        <source>loss cap {amount}</source>
        <translation>输钱上限 {amount}</translation>
    </message>
    <message>
        <source>From hand {number}: {stakes}; {loss}.</source>
        <translation>从第 {number} 手起：{stakes}；{loss}。</translation>
    </message>
    <message>
        <source>table stakes</source>
        <translation>桌面赌注</translation>
    </message>
    <message>
        <source>Recorded: table stakes, from the next hand on.</source>
        <translation>已记录：桌面赌注，从下一手起生效。</translation>
    </message>
    <message>
        <source>loss cap</source>
        <translation>输钱上限</translation>
    </message>
    <message>
        <source>Recorded: the loss cap, from the next hand on.</source>
        <translation>已记录：输钱上限，从下一手起生效。</translation>
    </message>
    <message>
        <source>The whole table</source>
        <translation>整桌</translation>
    </message>
    <message>
        <source>Save slip…</source>
        <translation>保存结算单…</translation>
    </message>
    <message>
        <source>Each print is recorded in the audit trail; a second print of a slip is marked REPRINT.</source>
        <translation>每次打印都记入审计记录；同一张结算单再次打印时会标示 REPRINT（补印）。</translation>
    </message>
    <message>
        <source>Slip for:</source>
        <translation>结算单对象：</translation>
    </message>
    <message>
        <source>Save slip</source>
        <translation>保存结算单</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>slip</source>
        <translation>结算单</translation>
    </message>
    <message>
        <source>Saved the slip to {file} (copy {copy}).</source>
        <translation>结算单已保存至 {file}（第 {copy} 份）。</translation>
    </message>
    <message>
        <source>It is marked REPRINT.</source>
        <translation>它标示为 REPRINT（补印）。</translation>
    </message>
    <message>
        <source>Printed as ?: {problem}.</source>
        <translation>印成“?”：{problem}。</translation>
    </message>
    <message>
        <source>Not saved: {file} cannot be written ({reason}). Nothing was recorded.</source>
        <translation>未保存：无法写入 {file}（{reason}）。没有记录任何内容。</translation>
    </message>
    <message>
        <source>Copy {copy} was recorded, but {file} could not be written ({reason}). Save the slip again.</source>
        <translation>第 {copy} 份已记录，但无法写入 {file}（{reason}）。请再保存一次结算单。</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>新的通行密语</translation>
    </message>
    <message>
        <source>The same passphrase again</source>
        <translation>再输入一次同一通行密语</translation>
    </message>
    <message>
        <source>Clear the passphrase</source>
        <translation>清除通行密语</translation>
    </message>
    <message>
        <source>New passphrase:</source>
        <translation>新的通行密语：</translation>
    </message>
    <message>
        <source>Type it again:</source>
        <translation>再输入一次：</translation>
    </message>
    <message>
        <source>A manager passphrase is set: voiding or correcting a hand, reopening the session and changing it ask for it.</source>
        <translation>已设定经理通行密语：作废或更正一手牌、重新打开牌局及更改密语时都要输入。</translation>
    </message>
    <message>
        <source>No manager passphrase is set.</source>
        <translation>尚未设定经理通行密语。</translation>
    </message>
    <message>
        <source>Change the passphrase</source>
        <translation>更改通行密语</translation>
    </message>
    <message>
        <source>Set the passphrase</source>
        <translation>设定通行密语</translation>
    </message>
    <message>
        <source>manager passphrase</source>
        <translation>经理通行密语</translation>
    </message>
    <message>
        <source>Not recorded: the two passphrases differ; type the same one twice.</source>
        <translation>未记录：两次输入的通行密语不同；请两次都输入同一个。</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is changed.</source>
        <translation>已记录：经理通行密语已更改。</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is set.</source>
        <translation>已记录：经理通行密语已设定。</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is cleared.</source>
        <translation>已记录：经理通行密语已清除。</translation>
    </message>
</context>
<context>
    <name>ChangeDialogs</name>
    <message>
        <source>Stakes from hand {number}</source>
        <translation>从第 {number} 手起的注码</translation>
    </message>
    <message>
        <source>&amp;Table unit (every pair without its own)</source>
        <translation>全桌每分金额(&amp;T)（没有自定注码的每一对）</translation>
    </message>
    <message>
        <source>Type a pair&apos;s own stake in its cell; clear it for the table unit.</source>
        <translation>在格内输入两人自己的注码；清空即用全桌每分金额。</translation>
    </message>
    <message>
        <source>Change stakes</source>
        <translation>更改注码</translation>
    </message>
    <message>
        <source>table unit: {problem}</source>
        <translation>全桌每分金额：{problem}</translation>
    </message>
    <message>
        <source>table unit: must be more than 0</source>
        <translation>全桌每分金额：必须大于 0</translation>
    </message>
    <message>
        <source>Rules from hand {number}</source>
        <translation>从第 {number} 手起的规则</translation>
    </message>
    <message>
        <source>Change rules</source>
        <translation>更改规则</translation>
    </message>
    <message>
        <source>Seats from hand {number}</source>
        <translation>从第 {number} 手起的座位</translation>
    </message>
    <message>
        <source>Seated, clockwise (the first sits in seat 1):</source>
        <translation>入座顺序，顺时针（第一位坐 1 号座位）：</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Leaves</source>
        <translation>离开(&amp;L)</translation>
    </message>
    <message>
        <source>a returning player or a new name</source>
        <translation>回来的玩家或新名字</translation>
    </message>
    <message>
        <source>&amp;Joins</source>
        <translation>加入(&amp;J)</translation>
    </message>
    <message>
        <source>Seat them</source>
        <translation>就座</translation>
    </message>
    <message>
        <source>{name} is seated already</source>
        <translation>{name} 已入座</translation>
    </message>
    <message>
        <source>Seat {low} to {high} players (now {count})</source>
        <translation>请安排 {low} 至 {high} 位玩家（现在 {count} 位）</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Hand</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Running total ({currency})</source>
        <translation>累计（{currency}）</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累计</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>add {card} to {place}</source>
        <translation>把 {card} 加到{place}</translation>
    </message>
    <message>
        <source>remove {card} from {place}</source>
        <translation>从{place}移除 {card}</translation>
    </message>
    <message>
        <source>move {card} to {place}</source>
        <translation>把 {card} 移到{place}</translation>
    </message>
    <message>
        <source>set {place}</source>
        <translation>摆好{place}</translation>
    </message>
    <message>
        <source>surrender on for {name}</source>
        <translation>{name} 投降</translation>
    </message>
    <message>
        <source>surrender off for {name}</source>
        <translation>{name} 取消投降</translation>
    </message>
    <message>
        <source>declare natural on for {name}</source>
        <translation>{name} 报特殊牌型</translation>
    </message>
    <message>
        <source>declare natural off for {name}</source>
        <translation>{name} 不报特殊牌型</translation>
    </message>
    <message>
        <source>discard the kept hand {number}</source>
        <translation>丢弃保留的第 {number} 手</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Saved: {what} at {time}</source>
        <translation>已保存：{what}（{time}）</translation>
    </message>
    <message>
        <source>fingerprint {fingerprint}</source>
        <translation>指纹 {fingerprint}</translation>
    </message>
    <message>
        <source>Not recorded: the same cards as hand {number}</source>
        <translation>未记录：与第 {number} 手的牌相同</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>correction of hand {number}</source>
        <translation>更正第 {number} 手</translation>
    </message>
    <message>
        <source>hand {number} voided</source>
        <translation>第 {number} 手已作废</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undone: {what} at {time}</source>
        <translation>已撤销：{what}（{time}）</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redone: {what} at {time}</source>
        <translation>已重做：{what}（{time}）</translation>
    </message>
    <message>
        <source>stake {a}-{b}</source>
        <translation>注码 {a}-{b}</translation>
    </message>
    <message>
        <source>table unit</source>
        <translation>全桌每分金额</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>session settled</source>
        <translation>牌局已结算</translation>
    </message>
    <message>
        <source>session reopened</source>
        <translation>牌局已重新打开</translation>
    </message>
</context>
<context>
    <name>EditHand</name>
    <message>
        <source>Correct hand {number}</source>
        <translation>更正第 {number} 手</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>declare natural</source>
        <translation>报特殊牌型</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>why the hand is corrected (kept in the audit trail)</source>
        <translation>为什么更正这手（记入审计记录）</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Record correction</source>
        <translation>记录更正</translation>
    </message>
    <message>
        <source>Give a reason for the correction.</source>
        <translation>请填写更正的原因。</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>New event</source>
        <translation>新赛事</translation>
    </message>
    <message>
        <source>None: as typed below</source>
        <translation>无：按下方所填</translation>
    </message>
    <message>
        <source>&amp;Preset</source>
        <translation>预设结构(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>日期(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>e.g. USD</source>
        <translation>例如 CNY</translation>
    </message>
    <message>
        <source>&amp;Buy-in (to the prize pool)</source>
        <translation>买入(&amp;B)（进奖池）</translation>
    </message>
    <message>
        <source>&amp;Fee (the house&apos;s)</source>
        <translation>抽水(&amp;F)（归庄家）</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>货币(&amp;U)</translation>
    </message>
    <message>
        <source>Starting &amp;chips</source>
        <translation>起始筹码(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Levels (chips a point)</source>
        <translation>级别(&amp;L)（每点筹码）</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>手</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>A level &amp;every</source>
        <translation>每级(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Seats per table</source>
        <translation>每桌座位(&amp;S)</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>the hand is fouled</source>
        <translation>这手算倒水</translation>
    </message>
    <message>
        <source>the hand is surrendered</source>
        <translation>这手算投降</translation>
    </message>
    <message>
        <source>when time runs out:</source>
        <translation>时间到时：</translation>
    </message>
    <message>
        <source>Setting cloc&amp;k</source>
        <translation>摆牌计时(&amp;K)</translation>
    </message>
    <message>
        <source>Fant&amp;asy Land at the tables (OFC)</source>
        <translation>各桌采用范特西(&amp;A)（OFC）</translation>
    </message>
    <message>
        <source>Pa&amp;youts (% by place)</source>
        <translation>奖金分配(&amp;Y)（各名次 %）</translation>
    </message>
    <message>
        <source>by field size, as the preset</source>
        <translation>按参赛人数，同预设结构</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>session</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>added</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>作废</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>注码</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>已结算</translation>
    </message>
    <message>
        <source>reopened</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Excel</source>
        <translation>Excel</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>&amp;Excel</source>
        <translation>Excel(&amp;E)</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>C&amp;SV</source>
        <translation>CSV(&amp;S)</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Scorekeeper session (*.json)</source>
        <translation>记分牌局 (*.json)</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>JSON(&amp;J)</translation>
    </message>
    <message>
        <source>This export is not available in this version ({problem})</source>
        <translation>这个版本不提供此导出（{problem}）</translation>
    </message>
    <message>
        <source>{path}: cannot write ({problem})</source>
        <translation>{path}：无法写入（{problem}）</translation>
    </message>
    <message>
        <source>The export failed: {problem}</source>
        <translation>导出失败：{problem}</translation>
    </message>
    <message>
        <source>Export CSV files to folder</source>
        <translation>把 CSV 文件导出到文件夹</translation>
    </message>
    <message>
        <source>Export to {format}</source>
        <translation>导出为 {format}</translation>
    </message>
    <message>
        <source>Import session from JSON</source>
        <translation>从 JSON 导入牌局</translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>导出完成</translation>
    </message>
    <message>
        <source>Exported to
{path}

Open it now?</source>
        <translation>已导出到
{path}

现在打开吗？</translation>
    </message>
    <message>
        <source>Exporting {count} hands to {format}…</source>
        <translation>正在把 {count} 手导出为 {format}…</translation>
    </message>
    <message>
        <source>Exported: {path}</source>
        <translation>已导出：{path}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Import refused</source>
        <translation>拒绝导入</translation>
    </message>
    <message>
        <source>Imported: {session}</source>
        <translation>已导入：{session}</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{owner} {row}</source>
        <translation>{owner}{row}</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Entering a hand</source>
        <translation>输入一手牌</translation>
    </message>
    <message>
        <source>Type each seat&apos;s cards row by row, rank then suit (6s6c4h): a full row moves on by itself, and a card typed into a full row goes to the next row with room. Backspace takes the last card back; Ctrl+Z undoes any change to the entry. The result shows as soon as every seat is complete; Ctrl+Enter records the hand and the button moves to the next dealer.</source>
        <translation>逐墩输入每个座位的牌，先点数后花色（6s6c4h）：一墩满了会自动跳到下一墩，输入到已满的墩的牌会放到下一个还有空位的墩。Backspace 取回最后一张；Ctrl+Z 撤销输入的任何更改。每个座位都完整后即显示结果；Ctrl+Enter 记录这手，庄家移到下一位。</translation>
    </message>
    <message>
        <source>Correcting</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>Undo in the Edit menu (Ctrl+Alt+Z) takes back the last recorded action and says which one. To correct an older hand, select it in the Ledger (Ctrl+2) and choose Edit… or Void…: you are asked why, and the hand keeps its whole history.</source>
        <translation>编辑菜单中的撤销（Ctrl+Alt+Z）会取回最后记录的操作并说明是哪一个。要更正较早的一手，请在账目（Ctrl+2）中选择它并选择编辑…或作废…：会询问原因，这手保留完整的历史。</translation>
    </message>
    <message>
        <source>Changing stakes, players and rules</source>
        <translation>更改注码、玩家与规则</translation>
    </message>
    <message>
        <source>The Session menu changes things from the next hand on: Stakes and unit… (Ctrl+Shift+M) for a pair&apos;s own stake or the table&apos;s unit, Rules… (Ctrl+Shift+R), Players and seats… (Ctrl+Shift+P) to leave, join, swap or reorder. Each seat&apos;s ⋯ menu has the same for its player. Every change is one recorded action that Undo takes back, and the Ledger lists it between the hands.</source>
        <translation>牌局菜单从下一手起更改设置：注码与每分…（Ctrl+Shift+M）设置某两人自己的注码或全桌每分金额，规则…（Ctrl+Shift+R），玩家与座位…（Ctrl+Shift+P）用于离开、加入、换位或调整顺序。每个座位的 ⋯ 菜单也为该玩家提供相同功能。每项更改都是一个记录的操作，可以撤销，账目会在各手之间列出。</translation>
    </message>
    <message>
        <source>Settling up</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>Settle up (Ctrl+3) shows each balance and the payments, by pair or in the fewest transfers. Copy as text gives a message for the group chat, ending with the ledger&apos;s fingerprint. Mark settled when everyone has paid; the session can be reopened with a reason.</source>
        <translation>结算（Ctrl+3）显示每人的余额与付款，可按两人逐对或以最少转账显示。复制为文字会生成一条给群聊的消息，结尾附上账目指纹。大家都付清后标记为已结算；牌局可附上原因重新打开。</translation>
    </message>
    <message>
        <source>Guide and keyboard shortcuts</source>
        <translation>说明与键盘快捷键</translation>
    </message>
</context>
<context>
    <name>HandChecks</name>
    <message>
        <source>{rank} high</source>
        <translation>乌龙 {rank} 大</translation>
    </message>
    <message>
        <source>pair of {ranks}</source>
        <translation>一对 {ranks}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>三条 {ranks}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>铁支 {ranks}</translation>
    </message>
    <message>
        <source>{hand} A to 5</source>
        <translation>{hand} A 到 5</translation>
    </message>
    <message>
        <source>{hand} to {rank}</source>
        <translation>{hand}到 {rank}</translation>
    </message>
    <message>
        <source>low: {hand}</source>
        <translation>低牌：{hand}</translation>
    </message>
    <message>
        <source>{weaker} is weaker than {stronger}</source>
        <translation>{weaker}比{stronger}小</translation>
    </message>
    <message>
        <source>the middle is not {rank}-low or better</source>
        <translation>中墩不是 {rank} 以下的低牌</translation>
    </message>
    <message>
        <source>{count} cards: a {row} holds {size}</source>
        <translation>{count} 张：{row}只能放 {size} 张</translation>
    </message>
    <message>
        <source>{card} is twice in this row</source>
        <translation>{card} 在这一墩出现两次</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>{card} is also in {place}</source>
        <translation>{card} 也在{place}</translation>
    </message>
    <message>
        <source>{natural} · {units} units from each player</source>
        <translation>{natural} · 每位玩家付 {units} 分</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{card} is entered {count} times, the deck holds {held} ({places})</source>
        <translation>{card} 输入了 {count} 次，牌组只有 {held} 张（{places}）</translation>
    </message>
    <message>
        <source>{card} is entered twice ({places})</source>
        <translation>{card} 输入了两次（{places}）</translation>
    </message>
    <message>
        <source>{place} has {count} of {size} cards</source>
        <translation>{place}有 {count}／{size} 张牌</translation>
    </message>
    <message>
        <source>{place} has {count} cards: a {row} holds {size}</source>
        <translation>{place}有 {count} 张牌：{row}只能放 {size} 张</translation>
    </message>
    <message>
        <source>surrender is not allowed under these rules</source>
        <translation>这些规则不允许投降</translation>
    </message>
</context>
<context>
    <name>HandDetail</name>
    <message>
        <source>FOUL</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>natural: {name}</source>
        <translation>特殊牌型：{name}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand {number}&lt;/b&gt; · dealer {dealer} · {time}</source>
        <translation>&lt;b&gt;第 {number} 手&lt;/b&gt; · 庄家 {dealer} · {time}</translation>
    </message>
    <message>
        <source>VOID</source>
        <translation>作废</translation>
    </message>
    <message>
        <source>Played under: {terms}</source>
        <translation>当时条件：{terms}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>set on their phone</source>
        <translation>玩家在自己手机上摆的牌</translation>
    </message>
    <message>
        <source>Pairs (who took each row)</source>
        <translation>对战（每墩谁赢）</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>更正…</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>作废…</translation>
    </message>
    <message>
        <source>The session is settled: reopen it on the Settle up page to change it</source>
        <translation>牌局已结算：要修改，请在“结算”页重新打开</translation>
    </message>
    <message>
        <source>How did I do (the setting advisor)</source>
        <translation>我摆得如何（摆牌顾问）</translation>
    </message>
    <message>
        <source>Expected units against the other players&apos; unknown hands, under this hand&apos;s rules; estimates</source>
        <translation>依这手牌的规则，对其他玩家未知牌的期望分数；仅为估计</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: no review (not 13 cards set 3-5-5)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;：无法评估（不是 13 张牌按 3-5-5 摆好）</translation>
    </message>
    <message>
        <source>a foul, {units} units</source>
        <translation>倒水，{units} 分</translation>
    </message>
    <message>
        <source>{units} units</source>
        <translation>{units} 分</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: played {played}; best {best} units; given away &lt;b&gt;{given}&lt;/b&gt;&lt;br&gt;&lt;small&gt;best: {front} · {middle} · {back}&lt;/small&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;：实际摆法 {played}；最佳 {best} 分；送出 &lt;b&gt;{given}&lt;/b&gt; 分&lt;br&gt;&lt;small&gt;最佳摆法：{front} · {middle} · {back}&lt;/small&gt;</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>{name} — hand {number}</source>
        <translation>{name} — 第 {number} 手</translation>
    </message>
    <message>
        <source>{name} already has 13 cards</source>
        <translation>{name} 已有 13 张牌</translation>
    </message>
    <message>
        <source>{card} is already in {place}: drag it to move it</source>
        <translation>{card} 已经在{place}：要移动请拖动</translation>
    </message>
    <message>
        <source>{card} is already in {place}</source>
        <translation>{card} 已经在{place}</translation>
    </message>
    <message>
        <source>{row} is full: drag one of its cards out first</source>
        <translation>{row}已满：请先把其中一张拖出来</translation>
    </message>
    <message>
        <source>clear {place}</source>
        <translation>清空{place}</translation>
    </message>
    <message>
        <source>clear the hand</source>
        <translation>清空整手</translation>
    </message>
    <message>
        <source>set {owner} 13 cards</source>
        <translation>摆好{owner} 13 张牌</translation>
    </message>
</context>
<context>
    <name>HandPage</name>
    <message>
        <source>Cards: click into the active row, or drag onto any row</source>
        <translation>牌：单击放进当前的一墩，或拖到任何一墩</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Cancel correction</source>
        <translation>取消更正</translation>
    </message>
    <message>
        <source>This session is settled: reopen it to enter or change a hand</source>
        <translation>此牌局已结算：请重新打开才能输入或更改牌</translation>
    </message>
    <message>
        <source>Reopen the session</source>
        <translation>重新打开牌局</translation>
    </message>
    <message>
        <source>Why is the settled session reopened?</source>
        <translation>为何重新打开已结算的牌局？</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>Fantasy Land ({count} cards)</source>
        <translation>范特西（{count} 张牌）</translation>
    </message>
    <message>
        <source>no seats</source>
        <translation>没有座位</translation>
    </message>
    <message>
        <source>Not ready to record: {problem}</source>
        <translation>还不能记录：{problem}</translation>
    </message>
    <message>
        <source>Correcting hand {number}: change what was entered wrongly, then press Ctrl+Enter and give the reason.</source>
        <translation>正在更正第 {number} 手：改正输入错误的地方，然后按 Ctrl+Enter 并说明原因。</translation>
    </message>
    <message>
        <source>Correct hand {number}</source>
        <translation>更正第 {number} 手</translation>
    </message>
    <message>
        <source>Why is hand {number} corrected?</source>
        <translation>为什么要更正第 {number} 手？</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>保存更正</translation>
    </message>
    <message>
        <source>Surrender is not allowed under this session&apos;s rules</source>
        <translation>这场牌局的规则不允许投降</translation>
    </message>
    <message>
        <source>{name} holds no natural</source>
        <translation>{name} 没有特殊牌型</translation>
    </message>
    <message>
        <source>{name} needs 13 different cards for a suggestion</source>
        <translation>{name} 需要 13 张不同的牌才能建议摆法</translation>
    </message>
    <message>
        <source>No suggestion: {problem}</source>
        <translation>无法建议：{problem}</translation>
    </message>
    <message>
        <source>Every setting of these cards fouls</source>
        <translation>这些牌怎么摆都是倒水</translation>
    </message>
    <message>
        <source>Suggested setting ({units} units expected):</source>
        <translation>建议摆法（期望 {units} 分）：</translation>
    </message>
    <message>
        <source>{row}: {cards} ({hand})</source>
        <translation>{row}：{cards}（{hand}）</translation>
    </message>
    <message>
        <source>As set now: a foul, {units} units ({given} given away)</source>
        <translation>目前摆法：倒水，{units} 分（送出 {given} 分）</translation>
    </message>
    <message>
        <source>As set now: {units} units ({given} given away)</source>
        <translation>目前摆法：{units} 分（送出 {given} 分）</translation>
    </message>
    <message>
        <source>Declaring the natural is worth more: {units} units</source>
        <translation>报牌更划算：{units} 分</translation>
    </message>
    <message>
        <source>Surrendering costs less: {units} units</source>
        <translation>投降损失较少：{units} 分</translation>
    </message>
    <message>
        <source>set {owner} rows as suggested</source>
        <translation>按建议摆好{owner}牌</translation>
    </message>
    <message>
        <source>Continue it</source>
        <translation>继续这手</translation>
    </message>
    <message>
        <source>An unfinished hand {number} was kept (saved at {time}): {count} cards entered.</source>
        <translation>保留了未完成的第 {number} 手（{time} 保存）：已输入 {count} 张牌。</translation>
    </message>
    <message>
        <source>An unfinished hand {number} was kept: {count} cards entered.</source>
        <translation>保留了未完成的第 {number} 手：已输入 {count} 张牌。</translation>
    </message>
    <message>
        <source>This session is settled: its Hand page is read-only.</source>
        <translation>此牌局已结算：本手页只能查看。</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>重新打开…</translation>
    </message>
    <message>
        <source>The draft could not be kept: {problem}</source>
        <translation>无法保留草稿：{problem}</translation>
    </message>
</context>
<context>
    <name>LedgerFeatures</name>
    <message>
        <source>Ledger</source>
        <translation>账目</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排行</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Export to {format}…</source>
        <translation>导出为 {format}…</translation>
    </message>
    <message>
        <source>Write the session as {format}</source>
        <translation>把牌局存成 {format}</translation>
    </message>
    <message>
        <source>&amp;Import session from JSON…</source>
        <translation>从 JSON 导入牌局(&amp;I)…</translation>
    </message>
    <message>
        <source>Add a session exported from another book</source>
        <translation>加入从另一本记分簿导出的牌局</translation>
    </message>
    <message>
        <source>Select a hand in the ledger first</source>
        <translation>请先在账目中选一手</translation>
    </message>
    <message>
        <source>&amp;Correct hand…</source>
        <translation>更正这手(&amp;C)…</translation>
    </message>
    <message>
        <source>Correct a recorded hand</source>
        <translation>更正一手已记录的牌</translation>
    </message>
    <message>
        <source>&amp;Void hand…</source>
        <translation>作废这手(&amp;V)…</translation>
    </message>
    <message>
        <source>Copy settle-up as &amp;text</source>
        <translation>把结算复制成文字(&amp;T)</translation>
    </message>
    <message>
        <source>Mark &amp;settled…</source>
        <translation>标记为已结算(&amp;S)…</translation>
    </message>
    <message>
        <source>Re&amp;open session…</source>
        <translation>重新打开牌局(&amp;O)…</translation>
    </message>
</context>
<context>
    <name>LedgerMarks</name>
    <message>
        <source>F</source>
        <translation>倒</translation>
    </message>
    <message>
        <source>N</source>
        <translation>特</translation>
    </message>
    <message>
        <source>R</source>
        <translation>加</translation>
    </message>
    <message>
        <source>S</source>
        <translation>投</translation>
    </message>
    <message>
        <source>FL</source>
        <translation>范</translation>
    </message>
    <message>
        <source>W</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>✎</source>
        <translation>✎</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>declared natural</source>
        <translation>报特殊牌型</translation>
    </message>
    <message>
        <source>royalties</source>
        <translation>加分</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>Fantasy Land</source>
        <translation>范特西</translation>
    </message>
    <message>
        <source>won the race</source>
        <translation>赢得抢分赛</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>已更正</translation>
    </message>
</context>
<context>
    <name>LedgerModel</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>House</source>
        <translation>场方</translation>
    </message>
    <message>
        <source>{name} total</source>
        <translation>{name} 累计</translation>
    </message>
    <message>
        <source>{name}: money won or lost in the hand</source>
        <translation>{name}：这手输赢的金额</translation>
    </message>
    <message>
        <source>{name}: running total</source>
        <translation>{name}：累计</translation>
    </message>
    <message>
        <source>House: its collection in the hand (total {amount})</source>
        <translation>场方：这手的抽水（合计 {amount}）</translation>
    </message>
    <message>
        <source>Hand {number} (void)</source>
        <translation>第 {number} 手（作废）</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>void · </source>
        <translation>作废 · </translation>
    </message>
    <message>
        <source>{name} did not play hand {number}</source>
        <translation>{name} 没有玩第 {number} 手</translation>
    </message>
    <message>
        <source>{name}: {status}, {units} units</source>
        <translation>{name}：{status}，{units} 分</translation>
    </message>
    <message>
        <source>natural: {name}</source>
        <translation>特殊牌型：{name}</translation>
    </message>
    <message>
        <source>royalty: {row} {hand} +{units}</source>
        <translation>加分：{row}{hand} +{units}</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>All hands</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Fouls (F)</source>
        <translation>倒水 (倒)</translation>
    </message>
    <message>
        <source>Naturals (N)</source>
        <translation>特殊牌型 (特)</translation>
    </message>
    <message>
        <source>Royalties (R)</source>
        <translation>加分 (加)</translation>
    </message>
    <message>
        <source>Surrenders (S)</source>
        <translation>投降 (投)</translation>
    </message>
    <message>
        <source>Corrected (✎)</source>
        <translation>已更正 (✎)</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>已作废</translation>
    </message>
    <message>
        <source>F foul · N natural · R royalties · S surrender · ✎ corrected · struck through: void · double-click a hand for its cards</source>
        <translation>倒 倒水 · 特 特殊牌型 · 加 加分 · 投 投降 · ✎ 已更正 · 删除线：作废 · 双击一手可看牌</translation>
    </message>
    <message>
        <source>This session is settled and read-only. Reopen it on the Settle up page to correct a hand.</source>
        <translation>这场牌局已结算，只能查看。要更正某一手，请在“结算”页重新打开。</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>各手</translation>
    </message>
    <message>
        <source>Each row: what that player won (+) or lost (−) against each other player (live hands).</source>
        <translation>每一行：该玩家对其他每位玩家赢 (+) 或输 (−) 的金额（有效的手）。</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对战</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>审计记录</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>按玩家筛选</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>所有人</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Filter by mark</source>
        <translation>按标记筛选</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>详细…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>更正…</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>作废…</translation>
    </message>
    <message>
        <source>The hand&apos;s cards, pair results and history (double-click a hand)</source>
        <translation>这手的牌、对战结果和历史（双击一手）</translation>
    </message>
    <message>
        <source>Correct the selected hand (asks for a reason)</source>
        <translation>更正选中的一手（需要填写原因）</translation>
    </message>
    <message>
        <source>Void the selected hand: it stays in the ledger, struck through (asks why)</source>
        <translation>作废选中的一手：仍留在账目中，加上删除线（需要填写原因）</translation>
    </message>
    <message>
        <source> ({count} void)</source>
        <translation>（{count} 手作废）</translation>
    </message>
    <message>
        <source> · House {amount}</source>
        <translation> · 场方 {amount}</translation>
    </message>
    <message>
        <source>This session is damaged and read-only: {damage}. Shown up to the event before.</source>
        <translation>此牌局已损坏，仅供查看：{damage}。显示至其前一条记录。</translation>
    </message>
    <message>
        <source>Hand {number} is void: undo the void to correct it.</source>
        <translation>第 {number} 手已作废：要更正，请先撤销作废。</translation>
    </message>
    <message>
        <source>Void hand {number}</source>
        <translation>作废第 {number} 手</translation>
    </message>
    <message>
        <source>Void hand {number}? It stays in the ledger, struck through, and its money leaves the totals.</source>
        <translation>作废第 {number} 手？它会留在账目中并加上删除线，金额不再计入总计。</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>作废这手</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n hand(s)</source>
        <translation>
            <numerusform>{shown} / %n 手</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ This ledger does not verify against the book: {problem}</source>
        <translation>⚠ 此账目与记分簿验证不符：{problem}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Hand</source>
        <translation>本手</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>系统（{language}）</translation>
    </message>
    <message>
        <source>A new language is used from the next start</source>
        <translation>新的语言在下次启动时生效</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Record  Ctrl+↵</source>
        <translation>记录  Ctrl+↵</translation>
    </message>
    <message>
        <source>Undo typing</source>
        <translation>撤销输入</translation>
    </message>
    <message>
        <source>Redo typing</source>
        <translation>重做输入</translation>
    </message>
    <message>
        <source>More: every menu</source>
        <translation>更多：所有菜单</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>账目</translation>
    </message>
    <message>
        <source>The ledger of recorded hands appears here.</source>
        <translation>已记录各手的账目会显示在这里。</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>Balances and transfers appear here.</source>
        <translation>余额和转账会显示在这里。</translation>
    </message>
    <message>
        <source>Open a book</source>
        <translation>打开记分簿</translation>
    </message>
    <message>
        <source>Scorekeeper books (*.sqlite *.db);;All files (*)</source>
        <translation>记分簿 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a server book</source>
        <translation>打开服务器记分簿</translation>
    </message>
    <message>
        <source>The book&apos;s address, for example postgresql://table3@db.cardroom.lan/cardroom</source>
        <translation>记分簿的地址，例如 postgresql://table3@db.cardroom.lan/cardroom</translation>
    </message>
    <message>
        <source>Open or start a session first</source>
        <translation>请先打开或开始一场牌局</translation>
    </message>
    <message>
        <source>Cannot open the book</source>
        <translation>无法打开记分簿</translation>
    </message>
    <message>
        <source>A server book&apos;s address starts with postgresql://</source>
        <translation>服务器记分簿的地址以 postgresql:// 开头</translation>
    </message>
    <message>
        <source>{session} · {rules} · {unit}/unit</source>
        <translation>{session} · {rules} · 每分 {unit}</translation>
    </message>
    <message>
        <source>{date}
{rules}
{unit} a unit</source>
        <translation>{date}
{rules}
每分 {unit}</translation>
    </message>
    <message>
        <source>{a}–{b}: {amount} a unit</source>
        <translation>{a}–{b}：每分 {amount}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>Correcting hand {number}</source>
        <translation>正在更正第 {number} 手</translation>
    </message>
    <message>
        <source>book: {path}</source>
        <translation>记分簿：{path}</translation>
    </message>
    <message>
        <source>Saved: {what} at {time} · {book}</source>
        <translation>已保存：{what}（{time}）· {book}</translation>
    </message>
    <message>
        <source>Updated: changed by another writer</source>
        <translation>已更新：由另一程序更改</translation>
    </message>
    <message>
        <source>Undo {what} (Ctrl+Z)</source>
        <translation>撤销：{what} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>撤销 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo {what} (Ctrl+Shift+Z)</source>
        <translation>重做：{what} (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>重做 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Undo: {what}</source>
        <translation>撤销：{what}</translation>
    </message>
    <message>
        <source>Redo: {what}</source>
        <translation>重做：{what}</translation>
    </message>
    <message>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Theme: {theme}</source>
        <translation>主题：{theme}(&amp;T)</translation>
    </message>
    <message>
        <source>The app already runs in {language}</source>
        <translation>程序已经在使用 {language}</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>{language} is used from the next start of the app.</source>
        <translation>下次启动程序时会使用 {language}。</translation>
    </message>
    <message>
        <source>Restart the app now in {language}? The hand being typed is kept.</source>
        <translation>现在以{language}重新启动程序吗？正在输入的牌会保留。</translation>
    </message>
    <message>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Scores Chinese poker at the table.&lt;br&gt;Book: {book}</source>
        <translation>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;在牌桌上为十三水记分。&lt;br&gt;记分簿：{book}</translation>
    </message>
</context>
<context>
    <name>ManagerPrompt</name>
    <message>
        <source>Voiding a hand</source>
        <translation>作废一手牌</translation>
    </message>
    <message>
        <source>Correcting a hand</source>
        <translation>更正一手牌</translation>
    </message>
    <message>
        <source>Reopening a settled session</source>
        <translation>重新打开已结算的牌局</translation>
    </message>
    <message>
        <source>Changing a stake</source>
        <translation>更改注码</translation>
    </message>
    <message>
        <source>Changing the rules</source>
        <translation>更改规则</translation>
    </message>
    <message>
        <source>Changing the house collection</source>
        <translation>更改场方抽水</translation>
    </message>
    <message>
        <source>This undo</source>
        <translation>这次撤销</translation>
    </message>
    <message>
        <source>This redo</source>
        <translation>这次重做</translation>
    </message>
    <message>
        <source>Changing or clearing the manager passphrase</source>
        <translation>更改或清除经理通行密语</translation>
    </message>
    <message>
        <source>This change</source>
        <translation>这项更改</translation>
    </message>
    <message>
        <source>Manager sign-off</source>
        <translation>经理批准</translation>
    </message>
    <message>
        <source>{what} needs the manager&apos;s passphrase.</source>
        <translation>{what}需要经理的通行密语。</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>通行密语</translation>
    </message>
    <message>
        <source>{problem}: type it again.</source>
        <translation>{problem}：请再输入一次。</translation>
    </message>
</context>
<context>
    <name>MatchLabel</name>
    <message>
        <source>Match {number}: hand {hand} of {size}</source>
        <translation>第 {number} 场：第 {hand} 手，共 {size} 手</translation>
    </message>
    <message>
        <source>match {number}: {winner} won</source>
        <translation>第 {number} 场：{winner} 胜</translation>
    </message>
    <message>
        <source>match {number}: a tie at the top</source>
        <translation>第 {number} 场：并列第一</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>本手(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>牌局(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>赛事(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
</context>
<context>
    <name>Naturals</name>
    <message>
        <source>A to 2, all thirteen ranks in one suit</source>
        <translation>A 到 2 十三种点数，全部同一花色</translation>
    </message>
    <message>
        <source>all thirteen ranks A to 2, any suits</source>
        <translation>A 到 2 十三种点数各一张，花色不限</translation>
    </message>
    <message>
        <source>all 13 cards J, Q, K or A</source>
        <translation>13 张全是 J、Q、K 或 A</translation>
    </message>
    <message>
        <source>all three rows straight flushes</source>
        <translation>三墩都是同花顺</translation>
    </message>
    <message>
        <source>three four-of-a-kinds plus one card</source>
        <translation>三副铁支加一张</translation>
    </message>
    <message>
        <source>all 13 cards 8 or higher, or all 8 or lower</source>
        <translation>13 张全是 8 以上，或全是 8 以下</translation>
    </message>
    <message>
        <source>all 13 black, or all 13 red</source>
        <translation>13 张全黑，或 13 张全红</translation>
    </message>
    <message>
        <source>four three-of-a-kinds plus one card (a quad counts as a triple plus a card)</source>
        <translation>四副三条加一张（铁支算三条加一张）</translation>
    </message>
    <message>
        <source>five pairs and one three of a kind, no quad</source>
        <translation>五对加一个三条，没有铁支</translation>
    </message>
    <message>
        <source>six pairs plus one card (a quad counts as two pairs, a triple as a pair plus a card)</source>
        <translation>六对加一张（铁支算两对，三条算一对加一张）</translation>
    </message>
    <message>
        <source>all three rows straights (the front a 3-card run)</source>
        <translation>三墩都是顺子（头墩是三张连号）</translation>
    </message>
    <message>
        <source>all three rows flushes (8 cards of a suit count as two flushes)</source>
        <translation>三墩都是同花（同一花色 8 张算两个同花）</translation>
    </message>
    <message>
        <source>no J, Q or K (an ace is not a picture)</source>
        <translation>没有 J、Q、K（A 不算人头牌）</translation>
    </message>
</context>
<context>
    <name>NewSession</name>
    <message>
        <source>New session</source>
        <translation>新牌局</translation>
    </message>
    <message>
        <source>Players &amp;&amp; stakes</source>
        <translation>玩家与注码</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>{weekday} night</source>
        <translation>{weekday}晚上</translation>
    </message>
    <message>
        <source>A name to find the session by later</source>
        <translation>以后用来找这场牌局的名称</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>选填</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>地点(&amp;P)</translation>
    </message>
    <message>
        <source>Players in seating order (clockwise) and the first dealer</source>
        <translation>按座位顺序（顺时针）排列的玩家与第一位庄家</translation>
    </message>
    <message>
        <source>pick a player or type a new name</source>
        <translation>选一位玩家或输入新名字</translation>
    </message>
    <message>
        <source>empty seat</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>Players already in the book are listed; type a name to add a new player</source>
        <translation>已在记分簿中的玩家会列出来；输入名字即可加入新玩家</translation>
    </message>
    <message>
        <source>Deals the first hand (the button then moves one seat clockwise each hand)</source>
        <translation>发第一手牌（之后每手庄家顺时针移一个座位）</translation>
    </message>
    <message>
        <source>D&amp;ate</source>
        <translation>日期(&amp;A)</translation>
    </message>
    <message>
        <source>Seat &amp;{number}</source>
        <translation>座位 &amp;{number}</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>首位庄家(&amp;D)</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>A currency code (EUR, USD...) or leave blank for points</source>
        <translation>货币代码（CNY、USD…），或留空只算分</translation>
    </message>
    <message>
        <source>Money per unit between any two players, unless the pair agreed their own stake</source>
        <translation>任两位玩家之间每分的金额，除非这两人另有约定</translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation>货币(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Unit value</source>
        <translation>每分金额(&amp;U)</translation>
    </message>
    <message>
        <source>Per-pair stakes (blank: the unit value)</source>
        <translation>个别约定的注码（留空：用每分金额）</translation>
    </message>
    <message>
        <source>Type an amount in a pair&apos;s cell to give that pair its own money per unit.</source>
        <translation>在两人交叉的格子输入金额，就是这两人自己的每分金额。</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>规则(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>开始牌局</translation>
    </message>
    <message>
        <source>A session with this name is in the book already</source>
        <translation>账本中已有同名牌局</translation>
    </message>
    <message>
        <source>This table has {count} seats: take {names} off it, or tick an extra suit (加一色) on the Rules tab to seat more</source>
        <translation>这桌只有 {count} 个座位：请让 {names} 离座，或在“规则”页勾选加一色，以坐下更多玩家</translation>
    </message>
    <message>
        <source>seat at least 2 players</source>
        <translation>至少要有 2 位玩家</translation>
    </message>
    <message>
        <source>a player is seated twice</source>
        <translation>有玩家坐了两个座位</translation>
    </message>
    <message>
        <source>unit value: {problem}</source>
        <translation>每分金额：{problem}</translation>
    </message>
    <message>
        <source>unit value: must be more than 0</source>
        <translation>每分金额：必须大于 0</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Net</source>
        <translation>净额</translation>
    </message>
    <message>
        <source>from {name}</source>
        <translation>对 {name}</translation>
    </message>
    <message>
        <source>Each row: what that player won (+) or lost (−) against each other player</source>
        <translation>每一行：该玩家对其他每位玩家赢 (+) 或输 (−) 的金额</translation>
    </message>
    <message>
        <source>{owner} balance: {amount}</source>
        <translation>{owner}余额：{amount}</translation>
    </message>
    <message>
        <source>{name} won from {other}: {amount}</source>
        <translation>{name} 赢 {other}：{amount}</translation>
    </message>
    <message>
        <source>{name} lost to {other}: {amount}</source>
        <translation>{name} 输给 {other}：{amount}</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>对战</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>平手</translation>
    </message>
    <message>
        <source>even</source>
        <translation>不输不赢</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {units} units ({amount})</source>
        <translation>{payer} 付给 {payee} {units} 分（{amount}）</translation>
    </message>
</context>
<context>
    <name>PhoneSeats</name>
    <message>
        <source>Submitted on the player&apos;s phone</source>
        <translation>已由玩家在手机上提交</translation>
    </message>
    <message>
        <source>Setting on the phone…</source>
        <translation>正在手机上摆牌…</translation>
    </message>
    <message>
        <source>Waiting for the phone</source>
        <translation>等待手机</translation>
    </message>
    <message>
        <source>{name}&apos;s set from the phone</source>
        <translation>{name} 手机上的摆牌</translation>
    </message>
    <message>
        <source>Entered by {name} on their phone</source>
        <translation>由 {name} 在自己的手机上输入</translation>
    </message>
    <message>
        <source>{card} was submitted by both {first} and {second}</source>
        <translation>{first} 和 {second} 都提交了 {card}</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>You typed “{typed}”. Did you mean {question}</source>
        <translation>你输入了“{typed}”。你是指 {question}</translation>
    </message>
    <message>
        <source>A known player?</source>
        <translation>已知的玩家？</translation>
    </message>
    <message>
        <source>Yes: the session seats {name}. No: “{typed}” is a new player.</source>
        <translation>是：牌局由 {name} 入座。否：“{typed}”是新玩家。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Other names</source>
        <translation>其他名字</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>牌局数</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Net money</source>
        <translation>净金额</translation>
    </message>
    <message>
        <source>Net units</source>
        <translation>净分数</translation>
    </message>
    <message>
        <source>Money per hand</source>
        <translation>每手金额</translation>
    </message>
    <message>
        <source>Money per 100 hands</source>
        <translation>每百手金额</translation>
    </message>
    <message>
        <source>Units per hand</source>
        <translation>每手分数</translation>
    </message>
    <message>
        <source>Units per 100 hands</source>
        <translation>每百手分数</translation>
    </message>
    <message>
        <source>Best night</source>
        <translation>最佳一晚</translation>
    </message>
    <message>
        <source>Worst night</source>
        <translation>最差一晚</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>{opponent}: {money} ({units} units, {hands} hands)</source>
        <translation>{opponent}：{money}（{units} 分，{hands} 手）</translation>
    </message>
    <message>
        <source>In {currency}</source>
        <translation>{currency}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>分</translation>
    </message>
    <message>
        <source>Nobody played against this player in these dates.</source>
        <translation>这段日期内没有人与这位玩家对局。</translation>
    </message>
    <message>
        <source>Head to head chart</source>
        <translation>对战图</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>墩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>赢</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>输</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Scoops made</source>
        <translation>打枪</translation>
    </message>
    <message>
        <source>Scoops suffered</source>
        <translation>被打枪</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation>投降次数</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>加分</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>特殊牌型</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>季度</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>In every currency</source>
        <translation>所有货币</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>第几晚</translation>
    </message>
    <message>
        <source>Head to head (what this player received, net)</source>
        <translation>对战（这位玩家的净收）</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Left out: {problem}</source>
        <translation>未计入：{problem}</translation>
    </message>
    <message>
        <source>Nobody has played yet</source>
        <translation>还没有人打过牌</translation>
    </message>
    <message>
        <source>{player} (also {aliases})</source>
        <translation>{player}（也叫 {aliases}）</translation>
    </message>
    <message>
        <source>Not undone: the player register changed since ({what})</source>
        <translation>未撤销：玩家名册之后已改变（{what}）</translation>
    </message>
    <message>
        <source>merge {other} into {player}</source>
        <translation>把 {other} 合并到 {player}</translation>
    </message>
    <message>
        <source>unmerge {other} from {player}</source>
        <translation>把 {other} 从 {player} 拆开</translation>
    </message>
    <message>
        <source>Select a player first</source>
        <translation>请先选一位玩家</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>合并玩家</translation>
    </message>
    <message>
        <source>Which player is also {player}? Their names become {player}&apos;s.</source>
        <translation>哪位玩家也是 {player}？他的名字将归 {player}。</translation>
    </message>
    <message>
        <source>Select a player with other names first</source>
        <translation>请先选一位有其他名字的玩家</translation>
    </message>
    <message>
        <source>Unmerge a name</source>
        <translation>拆开名字</translation>
    </message>
    <message>
        <source>Which of {player}&apos;s names is someone else?</source>
        <translation>{player} 的哪个名字是另一个人？</translation>
    </message>
    <message>
        <source>There is nobody else in the register</source>
        <translation>名册里没有其他人</translation>
    </message>
    <message numerus="yes">
        <source>{name} (played %n session(s))?</source>
        <translation>
            <numerusform>{name}（打过 %n 场牌局）？</numerusform>
        </translation>
    </message>
    <message>
        <source>Given away against the setting advisor: no hand could be reviewed</source>
        <translation>比建议器少拿：没有可检讨的手</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: {units} units over {hands} hands ({per} a hand)</source>
        <translation>比建议器少拿：{hands} 手共 {units} 单位（每手 {per}）</translation>
    </message>
    <message>
        <source>; {count} seats the advisor cannot review</source>
        <translation>；建议器无法检讨的座位 {count} 个</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: not reviewed yet (Session &gt; Review with the advisor)</source>
        <translation>比建议器少拿：尚未检讨（牌局 &gt; 用建议器检讨）</translation>
    </message>
    <message>
        <source>Reviewing {player}&apos;s settings with the advisor…</source>
        <translation>正在用建议器检讨 {player} 的摆法…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: the review was stopped</source>
        <translation>比建议器少拿：检讨已停止</translation>
    </message>
    <message>
        <source>Summing the book&apos;s nights on this computer for the first time…</source>
        <translation>首次在这台电脑上统计本账簿的各晚牌局…</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>2s</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>9</translation>
    </message>
    <message>
        <source>10s</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>J</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>K</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>e.g. wrong card in Bob&apos;s back row</source>
        <translation>例如：Bob 的尾墩打错一张牌</translation>
    </message>
    <message>
        <source>The reason is kept in the hand&apos;s history and the audit trail.</source>
        <translation>原因会记在这手的历史和审计记录中。</translation>
    </message>
</context>
<context>
    <name>RepeatQuestion</name>
    <message>
        <source>The same deal again?</source>
        <translation>又是同一副牌？</translation>
    </message>
    <message>
        <source>These are the cards of hand {number}, already recorded.

Record them as a new hand all the same? No keeps the typed hand.</source>
        <translation>这些是第 {number} 手的牌，已经记录过了。

仍要把它记成新的一手吗？选“否”会保留已输入的牌。</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>F</source>
        <translation>头</translation>
    </message>
    <message>
        <source>M</source>
        <translation>中</translation>
    </message>
    <message>
        <source>B</source>
        <translation>尾</translation>
    </message>
    <message>
        <source>even</source>
        <translation>不输不赢</translation>
    </message>
    <message>
        <source>{count} unit</source>
        <translation>{count} 分</translation>
    </message>
    <message>
        <source>{count} units</source>
        <translation>{count} 分</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount} · {money}</source>
        <translation>{payer} 付给 {payee} {amount} · {money}</translation>
    </message>
    <message>
        <source>{count} of 13 cards</source>
        <translation>{count}／13 张牌</translation>
    </message>
    <message>
        <source>13 cards ✓</source>
        <translation>13 张牌 ✓</translation>
    </message>
    <message>
        <source>+{count} points · {total} in the game</source>
        <translation>+{count} 分 · 累计 {total} 分</translation>
    </message>
    <message>
        <source>+{count}</source>
        <translation>+{count}</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本手</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>The result shows when every seat has its 13 cards</source>
        <translation>每个座位都有 13 张牌后就会显示结果</translation>
    </message>
    <message>
        <source>{a} v {b}</source>
        <translation>{a} 对 {b}</translation>
    </message>
    <message>
        <source>Hand {number}: the result</source>
        <translation>第 {number} 手：结果</translation>
    </message>
    <message>
        <source>Ctrl+Enter records hand {number}</source>
        <translation>Ctrl+Enter 记录第 {number} 手</translation>
    </message>
    <message>
        <source>{a} {hand_a} v {b} {hand_b}</source>
        <translation>{a} {hand_a} 对 {b} {hand_b}</translation>
    </message>
    <message>
        <source>Rows from {owner} side: ✓ won, ✗ lost, = tied</source>
        <translation>从{owner}角度看每墩：✓ 赢、✗ 输、= 平</translation>
    </message>
</context>
<context>
    <name>RuleDescriptions</name>
    <message>
        <source>2-4: 1 per row plus 1 overall for two rows; 1-6: 1 per row plus 3 for a scoop; per-row: 1 per row.</source>
        <translation>2-4：每墩 1 分，赢两墩再加 1 分；1-6：每墩 1 分，打枪再加 3 分；per-row：每墩 1 分。</translation>
    </message>
    <message>
        <source>Units a row earns for a strong hand (exact category; a front entry may name a rank).</source>
        <translation>某一墩拿到强牌可得的分数（牌型须完全相符；头墩可指定点数）。</translation>
    </message>
    <message>
        <source>winner-only: paid by an opponent whose row it beats; always: collected from everyone, the difference moves; cancel: not paid when both hold one in that row.</source>
        <translation>winner-only：只由这一墩被比下去的对手支付；always：向每个人收取，只付差额；cancel：两人在同一墩都有加分时互相抵消。</translation>
    </message>
    <message>
        <source>A player claims only their largest royalty.</source>
        <translation>每位玩家只能拿最大的一个加分。</translation>
    </message>
    <message>
        <source>Naturals switched on, with their units; a natural wins at once and is not set.</source>
        <translation>启用的特殊牌型及其分数；特殊牌型直接得分，不用摆牌。</translation>
    </message>
    <message>
        <source>Units a surrendering player pays each opponent who plays; null: surrender not allowed.</source>
        <translation>投降的玩家付给每位比牌对手的分数；null：不允许投降。</translation>
    </message>
    <message>
        <source>A mis-set hand pays as if scooped (scoop), a fixed number of units, or plays its rows (play).</source>
        <translation>摆错（倒水）的牌照被打枪赔（scoop）、赔固定分数，或照常比牌（play）。</translation>
    </message>
    <message>
        <source>A fouled player also pays the opponent&apos;s royalties.</source>
        <translation>倒水的玩家还要付对手的加分。</translation>
    </message>
    <message>
        <source>Everything between two players is multiplied when one wins all three rows (打槍).</source>
        <translation>一方三墩全赢时（打枪），两人之间的全部输赢加倍计算。</translation>
    </message>
    <message>
        <source>A player who scoops every opponent at a table of 3+ has each payment multiplied again (全壘打).</source>
        <translation>三人以上的牌桌上打枪所有对手（全垒打）的玩家，每笔收入再加倍。</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the lowest straight, or second-highest (just below 10-J-Q-K-A).</source>
        <translation>A-2-3-4-5 是最小的顺子，或第二大（仅次于 10-J-Q-K-A）。</translation>
    </message>
    <message>
        <source>lowball: the middle plays deuce-to-seven low; then only back &gt;= front is required.</source>
        <translation>lowball：中墩比 2-7 低牌；这时只要求尾墩 &gt;= 头墩。</translation>
    </message>
    <message>
        <source>Q-K-A counts as a front run for the three-straights natural.</source>
        <translation>算三顺子时，Q-K-A 可当头墩的顺子。</translation>
    </message>
    <message>
        <source>classic: every pair head to head; criss-cross: heads-up, each player sets two hands, each plays both of the opponent&apos;s; race: 1 point per best row at the table, first to the race target wins.</source>
        <translation>classic：每两位玩家逐一对比；criss-cross：两人对战，每人摆两手牌，每手牌与对手的两手牌各比一次；race：每墩全桌最大者得 1 分，先到目标分者胜。</translation>
    </message>
    <message>
        <source>At most this many players sit at a hand (Pineapple: 3).</source>
        <translation>每手牌最多入座的玩家人数（大菠萝：3）。</translation>
    </message>
    <message>
        <source>Queens or better in the front without fouling: the next hand is played in Fantasy Land; stay with front trips, a full house or better in the middle, or quads or better in the back.</source>
        <translation>头墩一对 Q 或更大且未倒水：下一手进入范特西；头墩三条、中墩葫芦或更大、或尾墩铁支或更大则留在范特西。</translation>
    </message>
    <message>
        <source>Cards dealt at once in Fantasy Land (OFC 13, Pineapple 14).</source>
        <translation>范特西一次发的牌数（OFC 13，大菠萝 14）。</translation>
    </message>
    <message>
        <source>Progressive Fantasy Land: QQ deals 14 cards, KK 15, AA 16, front trips 17.</source>
        <translation>累进范特西：QQ 发 14 张，KK 15 张，AA 16 张，头墩三条 17 张。</translation>
    </message>
    <message>
        <source>Race: the points that win a game.</source>
        <translation>抢分赛：赢得一局所需的分数。</translation>
    </message>
    <message>
        <source>Race: units each other player of a game pays its winner; null: no money moves.</source>
        <translation>抢分赛：该局其他每位玩家付给胜者的分数；null：不涉及金钱。</translation>
    </message>
    <message>
        <source>Suits break ties between rows of equal rank, strongest first (shcd: spades &gt; hearts &gt; clubs &gt; diamonds): the first card in ranking order whose suits differ decides, in scoring and in the setting rule.</source>
        <translation>同等大小的牌墩以花色决胜，由强到弱（shcd：黑桃 &gt; 红心 &gt; 梅花 &gt; 方块）：依排序第一张花色不同的牌决定，计分与摆牌规则皆然。</translation>
    </message>
    <message>
        <source>With a deuce-to-seven middle: it must be this low or better (highest card at most this rank, no pair, straight or flush), else the hand fouls.</source>
        <translation>中墩打 2-7 低牌时：必须至少这么低（最大牌不超过此点数，无对子、顺子或同花），否则倒水。</translation>
    </message>
    <message>
        <source>What makes six pairs: a quad as two pairs and a triple as a pair plus a card; quads only (a triple breaks it); or plain pairs only.</source>
        <translation>六对半的算法：铁支算两对、三条算一对加一张；只算铁支（三条破坏六对半）；或只算纯对子。</translation>
    </message>
    <message>
        <source>as-set: three flushes, three straights and three straight flushes count only when the rows as entered make them; any-split: found from the 13 cards.</source>
        <translation>as-set：三同花、三顺子与三同花顺只在摆好的牌墩成立时才算；any-split：由 13 张牌找出。</translation>
    </message>
    <message>
        <source>Two declared naturals: the stronger collects its units (compare), or nothing moves (tie).</source>
        <translation>两个报到的特殊牌型：较大者收取其分数（compare），或互不计分（tie）。</translation>
    </message>
    <message>
        <source>马牌: every pair whose players hold this card is multiplied by the horse multiplier once per holder, natural, foul and surrender payments included.</source>
        <translation>马牌：持有此牌的玩家，其每组对局按持有人数乘以马牌倍数，特殊牌型、倒水与投降的支付亦然。</translation>
    </message>
    <message>
        <source>What the horse card multiplies a pair by (&gt;= 1).</source>
        <translation>马牌使对局乘以的倍数（&gt;= 1）。</translation>
    </message>
    <message>
        <source>坐庄: everyone plays only the banker (the hand&apos;s dealer), each at their own multiple 1-5; only the banker can make a home run.</source>
        <translation>坐庄：每人只与庄家（该手的发牌者）比牌，各以自己的倍数 1-5；只有庄家能全垒打。</translation>
    </message>
    <message>
        <source>加一色 / 多一色: one more copy of every card of each listed suit (s: 65 cards, 5 players; s and h: 78 cards, 6 players); five of a kind ranks above a straight flush.</source>
        <translation>加一色 / 多一色：所列每种花色的每张牌多一张（s：65 张、5 人；s 与 h：78 张、6 人）；五同大于同花顺。</translation>
    </message>
    <message>
        <source>Sessions: a match ends after this many hands, with its own totals and winner.</source>
        <translation>牌局：一场比赛在这么多手后结束，各有总分与胜者。</translation>
    </message>
    <message>
        <source>A player collects at most this many royalty units in a hand from each opponent.</source>
        <translation>每手牌中，玩家向每位对手最多收取这么多加分。</translation>
    </message>
    <message>
        <source>A pair&apos;s payment in a hand where one scoops the other is at most this many units.</source>
        <translation>一方打枪另一方时，该组对局的支付最多这么多分。</translation>
    </message>
    <message>
        <source>A pair&apos;s payment in a hand where the payer is part of a home run is at most this.</source>
        <translation>付款方属于一次全垒打时，该组对局的支付最多这么多。</translation>
    </message>
    <message>
        <source>Fantasy Land: the weakest unfouled front that enters (QQ, KK, AA or trips).</source>
        <translation>梦幻乐园：可进入的最小未倒水头墩（QQ、KK、AA 或三条）。</translation>
    </message>
    <message>
        <source>Fantasy Land: with a deuce-to-seven middle, a 7-5-4-3-2 middle enters too.</source>
        <translation>梦幻乐园：中墩打 2-7 低牌时，7-5-4-3-2 的中墩也可进入。</translation>
    </message>
    <message>
        <source>stays: after a hand in which anyone played Fantasy Land the dealer does not move, and a match does not count that hand.</source>
        <translation>stays：有人在梦幻乐园打过的那一手之后，发牌者不移动，且比赛不计入该手。</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Classic 2-4</source>
        <translation>经典 2-4</translation>
    </message>
    <message>
        <source>Classic 1-6</source>
        <translation>经典 1-6</translation>
    </message>
    <message>
        <source>Thirteen Water (十三水)</source>
        <translation>十三水</translation>
    </message>
    <message>
        <source>Open-face (OFC)</source>
        <translation>明牌大菠萝 (OFC)</translation>
    </message>
    <message>
        <source>Pineapple (OFC, 3 players)</source>
        <translation>大菠萝 (OFC，3 人)</translation>
    </message>
    <message>
        <source>Criss Cross (heads-up, two hands)</source>
        <translation>交叉对战（两人，各两手）</translation>
    </message>
    <message>
        <source>Race to 11</source>
        <translation>抢 11 分</translation>
    </message>
    <message>
        <source>十三水 room (suits, horse card 5♥)</source>
        <translation>十三水牌室（花色、马牌 5♥）</translation>
    </message>
    <message>
        <source>2-7 Pineapple (low middle)</source>
        <translation>2-7 菠萝（中墩低牌）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>2-4 (row + overall)</source>
        <translation>2-4（每墩 + 总分）</translation>
    </message>
    <message>
        <source>1-6 (row + scoop bonus)</source>
        <translation>1-6（每墩 + 打枪奖励）</translation>
    </message>
    <message>
        <source>Per row</source>
        <translation>每墩计分</translation>
    </message>
    <message>
        <source>Winner only</source>
        <translation>只有赢家</translation>
    </message>
    <message>
        <source>Always (difference)</source>
        <translation>一律（算差额）</translation>
    </message>
    <message>
        <source>Cancel when both hold</source>
        <translation>双方都有时抵消</translation>
    </message>
    <message>
        <source>Lowest straight</source>
        <translation>最小的顺子</translation>
    </message>
    <message>
        <source>Second-highest straight</source>
        <translation>第二大的顺子</translation>
    </message>
    <message>
        <source>High (normal)</source>
        <translation>比大（一般）</translation>
    </message>
    <message>
        <source>Lowball (2-7 low)</source>
        <translation>比小（2-7 低牌）</translation>
    </message>
    <message>
        <source>Classic (every pair head to head)</source>
        <translation>经典（每两位玩家对比）</translation>
    </message>
    <message>
        <source>Criss Cross (heads-up, two hands each)</source>
        <translation>交叉对战（两人，每人两手）</translation>
    </message>
    <message>
        <source>Race (points for the best rows)</source>
        <translation>抢分赛（最大的墩得分）</translation>
    </message>
    <message>
        <source>Pays as if scooped</source>
        <translation>照被打枪赔</translation>
    </message>
    <message>
        <source>Rows play as set</source>
        <translation>照摆的牌比</translation>
    </message>
    <message>
        <source>Pays a fixed amount</source>
        <translation>赔固定分数</translation>
    </message>
    <message>
        <source>custom rules ({scoring})</source>
        <translation>自定义规则（{scoring}）</translation>
    </message>
    <message>
        <source>Surrender of {units} units is outside the sensible range: it should cost between losing two rows ({low}) and being scooped ({high} under {scoring}).</source>
        <translation>投降 {units} 分不合理：应该介于输两墩（{low}）和被打枪（{scoring} 下为 {high}）之间。</translation>
    </message>
    <message>
        <source>Start from a named rule set; any change below makes the rules custom</source>
        <translation>从一套有名称的规则开始；下面任何修改都会变成自定义规则</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>预设规则：</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Scoring method</source>
        <translation>计分方式</translation>
    </message>
    <message>
        <source>allowed, costs</source>
        <translation>允许，付</translation>
    </message>
    <message>
        <source>units</source>
        <translation>分</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>A fouled hand</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>also pays the opponent&apos;s royalties</source>
        <translation>也要付对手的加分</translation>
    </message>
    <message>
        <source>Scoop multiplier (打槍)</source>
        <translation>打枪倍数</translation>
    </message>
    <message>
        <source>Home-run multiplier (全壘打)</source>
        <translation>全垒打倍数</translation>
    </message>
    <message>
        <source>A-2-3-4-5 (the wheel)</source>
        <translation>A-2-3-4-5</translation>
    </message>
    <message>
        <source>Middle row</source>
        <translation>中墩</translation>
    </message>
    <message>
        <source>Q-K-A is a front run</source>
        <translation>Q-K-A 算头墩顺子</translation>
    </message>
    <message>
        <source>Naturals (win at once, not set)</source>
        <translation>特殊牌型（直接得分，不用摆牌）</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>加分</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>支付</translation>
    </message>
    <message>
        <source>only the largest royalty of a hand counts</source>
        <translation>每手只算最大的加分</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>墩</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>牌型</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Add royalty</source>
        <translation>新增加分</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>移除选中</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Players at most</source>
        <translation>最多玩家数</translation>
    </message>
    <message>
        <source>on, deals</source>
        <translation>开启，发</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>张牌</translation>
    </message>
    <message>
        <source>Fantasy Land</source>
        <translation>范特西</translation>
    </message>
    <message>
        <source>progressive (QQ 14, KK 15, AA 16, trips 17)</source>
        <translation>累进（QQ 14，KK 15，AA 16，三条 17）</translation>
    </message>
    <message>
        <source>Race to</source>
        <translation>抢分目标</translation>
    </message>
    <message>
        <source>the others pay the winner</source>
        <translation>其他人付给胜者</translation>
    </message>
    <message>
        <source>Race game stake</source>
        <translation>抢分赛每局赌注</translation>
    </message>
    <message>
        <source>Which row earns it</source>
        <translation>哪一墩可得</translation>
    </message>
    <message>
        <source>The exact hand the row must hold</source>
        <translation>这一墩必须是的牌型</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Fronts only: the pair or trips rank this entry is for (any: every rank)</source>
        <translation>只限头墩：这一项适用的对子或三条点数（不限：所有点数）</translation>
    </message>
    <message>
        <source>Units the royalty earns</source>
        <translation>这个加分的分数</translation>
    </message>
    <message>
        <source>quads and triples count</source>
        <translation>铁支与三条都算</translation>
    </message>
    <message>
        <source>quads count, a triple breaks it</source>
        <translation>铁支算，三条不算</translation>
    </message>
    <message>
        <source>plain pairs only</source>
        <translation>只算纯对子</translation>
    </message>
    <message>
        <source>from the 13 cards</source>
        <translation>由 13 张牌找出</translation>
    </message>
    <message>
        <source>only as the rows are set</source>
        <translation>只看摆好的牌墩</translation>
    </message>
    <message>
        <source>the stronger collects</source>
        <translation>较大者收分</translation>
    </message>
    <message>
        <source>two naturals tie</source>
        <translation>两个特殊牌型打平</translation>
    </message>
    <message>
        <source>moves every hand</source>
        <translation>每手移动</translation>
    </message>
    <message>
        <source>stays after a Fantasy Land hand</source>
        <translation>梦幻乐园那手之后不动</translation>
    </message>
    <message>
        <source>off (suits never decide)</source>
        <translation>关（花色不决胜）</translation>
    </message>
    <message>
        <source>More rules (suits, room rules, caps)</source>
        <translation>更多规则（花色、牌室规则、上限）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Suits break ties</source>
        <translation>花色决胜</translation>
    </message>
    <message>
        <source>2-7 middle must be at least</source>
        <translation>2-7 中墩至少要</translation>
    </message>
    <message>
        <source>Six pairs</source>
        <translation>六对半</translation>
    </message>
    <message>
        <source>Three flushes / straights</source>
        <translation>三同花 / 三顺子</translation>
    </message>
    <message>
        <source>Natural against natural</source>
        <translation>特殊牌型对特殊牌型</translation>
    </message>
    <message>
        <source>Horse card (马牌), multiplier</source>
        <translation>马牌、倍数</translation>
    </message>
    <message>
        <source>the dealer banks; each player&apos;s multiple 1-5</source>
        <translation>发牌者坐庄；每位玩家倍数 1-5</translation>
    </message>
    <message>
        <source>Banker (坐庄)</source>
        <translation>坐庄</translation>
    </message>
    <message>
        <source>Extra suits (加一色)</source>
        <translation>加一色</translation>
    </message>
    <message>
        <source>Hands in a match</source>
        <translation>每场手数</translation>
    </message>
    <message>
        <source>Caps: royalties, scoop, home run</source>
        <translation>上限：加分、打枪、全垒打</translation>
    </message>
    <message>
        <source>trips</source>
        <translation>三条</translation>
    </message>
    <message>
        <source>Fantasy Land from</source>
        <translation>梦幻乐园门槛</translation>
    </message>
    <message>
        <source>a 7-5-4-3-2 low middle enters too</source>
        <translation>7-5-4-3-2 低牌中墩也可进入</translation>
    </message>
    <message>
        <source>Dealer button</source>
        <translation>庄家按钮</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Type cards (6s 10h K♦), click them in the picker, or drag them here. Right-click clears.</source>
        <translation>输入牌（6s 10h K♦）、在选牌区单击，或拖到这里。右键清空。</translation>
    </message>
    <message>
        <source>paste: {problem}</source>
        <translation>粘贴：{problem}</translation>
    </message>
    <message>
        <source>Seat actions</source>
        <translation>座位操作</translation>
    </message>
    <message>
        <source>13 cards, back first: As Ks Qs Js Ts …</source>
        <translation>13 张牌，尾墩在前：As Ks Qs Js Ts …</translation>
    </message>
    <message>
        <source>Type all 13 cards; Enter sets them as entered (back 5, middle 5, front 3); Esc cancels</source>
        <translation>输入全部 13 张牌；按 Enter 按输入顺序摆放（尾墩 5、中墩 5、头墩 3）；按 Esc 取消</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>报牌</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>照常比牌</translation>
    </message>
    <message>
        <source>Collect the natural now; the rows are not compared (Ctrl+Shift+D toggles)</source>
        <translation>现在就收特殊牌型的分；不比各墩（Ctrl+Shift+D 切换）</translation>
    </message>
    <message>
        <source>Do not declare: play the rows as set (Ctrl+Shift+D toggles)</source>
        <translation>不报：照摆好的牌比（Ctrl+Shift+D 切换）</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Set the rows as suggested (Ctrl+Z undoes it)</source>
        <translation>按建议摆好各墩（Ctrl+Z 可撤销）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>This player folds and pays the surrender units (Ctrl+Shift+S)</source>
        <translation>这位玩家投降并付投降分数（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <source>seat {number} · dealer</source>
        <translation>座位 {number} · 庄家</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>座位 {number}</translation>
    </message>
    <message>
        <source>⚠ FOUL: {problem} (rows still play under these rules)</source>
        <translation>⚠ 倒水：{problem}（这些规则下仍照常比牌）</translation>
    </message>
    <message>
        <source>⚠ FOUL: {problem}</source>
        <translation>⚠ 倒水：{problem}</translation>
    </message>
    <message>
        <source>✦ Natural: {natural}</source>
        <translation>✦ 特殊牌型：{natural}</translation>
    </message>
    <message>
        <source>{cards}  — Enter sets them as shown</source>
        <translation>{cards}  — 按 Enter 照这样摆</translation>
    </message>
    <message>
        <source>{count} cards: one seat holds 13, remove {extra}</source>
        <translation>{count} 张牌：一个座位只有 13 张，请移除 {extra} 张</translation>
    </message>
    <message>
        <source>{count} of 13 cards (back first, then middle, then front)</source>
        <translation>{count}／13 张牌（先尾墩，再中墩，最后头墩）</translation>
    </message>
    <message>
        <source>Enter needs exactly 13 cards; now {count}</source>
        <translation>Enter 需要刚好 13 张牌；现在 {count} 张</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Players enter their own hands</source>
        <translation>玩家自己输入手牌</translation>
    </message>
    <message>
        <source>Each player scans their own seat&apos;s code and sets their hand on their phone; the Hand page shows what they submit, and nothing reaches the book until you record it (Ctrl+Enter).</source>
        <translation>每位玩家扫描自己座位的二维码，在手机上摆好手牌；手牌页面会显示提交的内容，在您记录（Ctrl+Enter）之前，不会写入账本。</translation>
    </message>
    <message>
        <source>Watch the table</source>
        <translation>观看牌桌</translation>
    </message>
    <message>
        <source>Link revoked</source>
        <translation>链接已撤销</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>New link</source>
        <translation>新链接</translation>
    </message>
</context>
<context>
    <name>SessionAdmin</name>
    <message>
        <source>Another session is called “{name}” too</source>
        <translation>另一场牌局也叫“{name}”</translation>
    </message>
    <message>
        <source>A session with hands cannot be deleted: archive it instead</source>
        <translation>已有牌的牌局不能删除：请改为归档</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>重命名牌局</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>删除牌局</translation>
    </message>
    <message>
        <source>Delete the empty session “{name}” from the book?</source>
        <translation>从账本删除空的牌局“{name}”？</translation>
    </message>
</context>
<context>
    <name>SessionChanges</name>
    <message>
        <source>Open or start a session first</source>
        <translation>请先打开或开始一场牌局</translation>
    </message>
    <message>
        <source>This session is settled: reopen it to change it</source>
        <translation>此牌局已结算：请重新打开才能更改</translation>
    </message>
    <message>
        <source>At least 2 players must stay seated</source>
        <translation>至少要有 2 位玩家留在座位</translation>
    </message>
    <message>
        <source>{name} is seated already</source>
        <translation>{name} 已入座</translation>
    </message>
    <message>
        <source>Replace {name}</source>
        <translation>替换 {name}</translation>
    </message>
    <message>
        <source>Who sits in {name}&apos;s seat (a returning player or a new name):</source>
        <translation>谁坐 {name} 的座位（回来的玩家或新名字）：</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <source>SESSION</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>OWN STAKES</source>
        <translation>个别注码</translation>
    </message>
    <message>
        <source>{name} (out)</source>
        <translation>{name}（离座）</translation>
    </message>
    <message>
        <source>Dealer: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>庄家：&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Next: &lt;b&gt;hand {number}&lt;/b&gt;</source>
        <translation>下一手：&lt;b&gt;第 {number} 手&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) recorded</source>
        <translation>
            <numerusform>已记录 %n 手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>record hand {number}</source>
        <translation>记录第 {number} 手</translation>
    </message>
    <message>
        <source>correct hand {number}</source>
        <translation>更正第 {number} 手</translation>
    </message>
    <message>
        <source>void hand {number}</source>
        <translation>作废第 {number} 手</translation>
    </message>
    <message>
        <source>stake {a}–{b} {amount}</source>
        <translation>注码 {a}–{b} {amount}</translation>
    </message>
    <message>
        <source>table unit {amount}</source>
        <translation>全桌每分 {amount}</translation>
    </message>
    <message>
        <source>rules from hand {number}</source>
        <translation>从第 {number} 手起的规则</translation>
    </message>
    <message>
        <source>seats: {players}</source>
        <translation>座位：{players}</translation>
    </message>
    <message>
        <source>{amount} a unit</source>
        <translation>每分 {amount}</translation>
    </message>
    <message>
        <source>from hand {number}: {a}–{b} {amount} a unit</source>
        <translation>从第 {number} 手起：{a}–{b} 每分 {amount}</translation>
    </message>
    <message>
        <source>from hand {number}: everyone {amount} a unit</source>
        <translation>从第 {number} 手起：全桌每分 {amount}</translation>
    </message>
    <message>
        <source>from hand {number}: rules {rules}</source>
        <translation>从第 {number} 手起：规则 {rules}</translation>
    </message>
    <message>
        <source>from hand {number}: seated {players}</source>
        <translation>从第 {number} 手起：入座 {players}</translation>
    </message>
</context>
<context>
    <name>SettleCash</name>
    <message>
        <source>Cash at the table</source>
        <translation>桌上现金</translation>
    </message>
    <message>
        <source>Money in {money_in} · money out {money_out} · still on the table {on_table} · house {house}</source>
        <translation>投入 {money_in} · 兑出 {money_out} · 仍在桌上 {on_table} · 场方 {house}</translation>
    </message>
    <message>
        <source>⚠ Not ready to settle: {problems}</source>
        <translation>⚠ 尚不能结算：{problems}</translation>
    </message>
    <message>
        <source>✓ Money in = money out + house: every stack is cashed out</source>
        <translation>✓ 投入 = 兑出 + 场方：每份筹码都已兑现</translation>
    </message>
</context>
<context>
    <name>SettleModels</name>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>余额</translation>
    </message>
    <message>
        <source>Rounded off</source>
        <translation>舍入差额</translation>
    </message>
    <message>
        <source>What rounding the payments to the smallest coin moved (sums to zero)</source>
        <translation>付款舍入至最小硬币所移动的金额（合计为零）</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>付款人</translation>
    </message>
    <message>
        <source>To</source>
        <translation>收款人</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} 付给 {payee} {amount}</translation>
    </message>
</context>
<context>
    <name>SettlePage</name>
    <message>
        <source>{head}: everyone is square.</source>
        <translation>{head}：大家互不相欠。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} 付给 {payee} {amount}</translation>
    </message>
    <message>
        <source>{head}: {payments}.</source>
        <translation>{head}：{payments}。</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>余额</translation>
    </message>
    <message>
        <source>Plus: is owed money; minus: owes</source>
        <translation>正数：应收；负数：应付</translation>
    </message>
    <message>
        <source>By pair (each pair&apos;s own stakes)</source>
        <translation>按对战（各组自己的注码）</translation>
    </message>
    <message>
        <source>One payment per pair that played, not netted</source>
        <translation>每组对战各付一笔，不互相抵消</translation>
    </message>
    <message>
        <source>Fewest transfers</source>
        <translation>最少转账</translation>
    </message>
    <message>
        <source>The same balances in as few payments as possible</source>
        <translation>同样的余额，用最少的转账次数付清</translation>
    </message>
    <message>
        <source>Compare it with the other players&apos; copies: the same fingerprint means the same ledger</source>
        <translation>和其他玩家的副本比对：指纹相同就表示账目相同</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>复制成文字</translation>
    </message>
    <message>
        <source>Copy the payments as one message for the group chat, with the fingerprint</source>
        <translation>将付款复制为一条群聊消息，附上指纹</translation>
    </message>
    <message>
        <source>fewest payments</source>
        <translation>最少付款</translation>
    </message>
    <message>
        <source>by pair</source>
        <translation>逐对</translation>
    </message>
    <message>
        <source>Payments in the message</source>
        <translation>消息中的付款</translation>
    </message>
    <message>
        <source>Mark settled…</source>
        <translation>标记为已结算…</translation>
    </message>
    <message>
        <source>Copy as text gives</source>
        <translation>复制成文字的内容</translation>
    </message>
    <message>
        <source>No session is open</source>
        <translation>没有打开的牌局</translation>
    </message>
    <message>
        <source>Ledger fingerprint: {fingerprint}</source>
        <translation>账目指纹：{fingerprint}</translation>
    </message>
    <message>
        <source>✓ verified</source>
        <translation>✓ 已验证</translation>
    </message>
    <message>
        <source>Every recorded action checks out against the book</source>
        <translation>每个已记录的操作都和记分簿相符</translation>
    </message>
    <message>
        <source>⚠ does not verify</source>
        <translation>⚠ 验证不符</translation>
    </message>
    <message>
        <source>Fingerprint {fingerprint}.</source>
        <translation>指纹 {fingerprint}。</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>重新打开…</translation>
    </message>
    <message>
        <source>Allow corrections again (asks for a reason, kept in the audit trail)</source>
        <translation>重新允许更正（需要填写原因，记入审计记录）</translation>
    </message>
    <message>
        <source>Close the books on this session: it becomes read-only until reopened</source>
        <translation>这场牌局结账：在重新打开前只能查看</translation>
    </message>
    <message>
        <source>Not settled: {reason}</source>
        <translation>未结算：{reason}</translation>
    </message>
    <message>
        <source>⚠ The ledger does not verify: {problems}. The book was changed outside the scorekeeper; do not settle from it.</source>
        <translation>⚠ 账目验证不符：{problems}。记分簿在本程序以外被改过，请勿依此结算。</translation>
    </message>
    <message>
        <source>Settled. The session is read-only; reopen it to correct a hand.</source>
        <translation>已结算。这场牌局只能查看；要更正某一手请重新打开。</translation>
    </message>
    <message>
        <source>Copied: {message}</source>
        <translation>已复制：{message}</translation>
    </message>
    <message>
        <source>Reopen session</source>
        <translation>重新打开牌局</translation>
    </message>
    <message>
        <source>Reopen {session}? Hands can be corrected again. Why?</source>
        <translation>重新打开“{session}”？之后又可以更正各手。原因是？</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>e.g. Cat paid the wrong amount</source>
        <translation>例如：Cat 付错了金额</translation>
    </message>
    <message>
        <source>The reason is kept in the session&apos;s audit trail.</source>
        <translation>原因会记在本场的审计记录中。</translation>
    </message>
    <message>
        <source>Mark settled</source>
        <translation>标记为已结算</translation>
    </message>
    <message>
        <source>Mark {session} as settled? It becomes read-only until reopened. A note is optional (e.g. paid in cash).</source>
        <translation>把“{session}”标记为已结算？在重新打开前只能查看。可以加注（例如：已付现金）。</translation>
    </message>
    <message>
        <source>e.g. paid in cash</source>
        <translation>例如：现金付清</translation>
    </message>
    <message>
        <source>The note is kept in the session&apos;s audit trail.</source>
        <translation>备注会记在本场的审计记录中。</translation>
    </message>
    <message numerus="yes">
        <source>{name}, %n hand(s)</source>
        <translation>
            <numerusform>{name}，%n 手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share this table</source>
        <translation>分享这一桌</translation>
    </message>
    <message>
        <source>Phones that open this code see the table live: totals, the last hand, the ledger and the settle-up. Nothing can be changed from a phone.</source>
        <translation>用手机打开这个码，就能实时看到这一桌：总分、上一手、账目和结算。手机上无法更改任何东西。</translation>
    </message>
    <message>
        <source>Phones on this network can open it</source>
        <translation>同一网络上的手机都能打开</translation>
    </message>
    <message>
        <source>Otherwise only this computer can open the address (127.0.0.1)</source>
        <translation>否则只有这台电脑能打开这个网址（127.0.0.1）</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>复制网址</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>停止分享</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>未分享</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>启动中…</translation>
    </message>
    <message>
        <source>The share server stopped</source>
        <translation>分享服务器已停止</translation>
    </message>
    <message>
        <source>The share server could not be started</source>
        <translation>无法启动分享服务器</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Type a card</source>
        <translation>输入一张牌</translation>
    </message>
    <message>
        <source>rank then suit: 6s, 10h, T♥, kd (spaces and commas are fine)</source>
        <translation>先点数再花色：6s、10h、T♥、kd（可以有空格和逗号）</translation>
    </message>
    <message>
        <source>Remove the last card</source>
        <translation>移除最后一张牌</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Next row / previous row</source>
        <translation>下一墩／上一墩</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab (or ↓ / ↑)</source>
        <translation>Tab／Shift+Tab（或 ↓／↑）</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>StakesModel</name>
    <message>
        <source>their own stake: {amount}</source>
        <translation>两人约定的 {amount}</translation>
    </message>
    <message>
        <source>the session&apos;s unit value</source>
        <translation>牌局的每分金额</translation>
    </message>
    <message>
        <source>{a} and {b} play for {stake} per unit. Type an amount, or clear it for the default.</source>
        <translation>{a} 和 {b} 每分玩 {stake}。输入金额，或清空改用默认值。</translation>
    </message>
    <message>
        <source>Stake {a}–{b}: {problem}</source>
        <translation>注码 {a}–{b}：{problem}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>输赢</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>每手</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>本月</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>今年</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Live hands of every session in the book; voided hands do not count.</source>
        <translation>记分簿中所有牌局的有效手；作废的手不计。</translation>
    </message>
    <message>
        <source>No hands recorded from {since} to {until}</source>
        <translation>{since} 到 {until} 没有记录任何一手</translation>
    </message>
    <message>
        <source>⚠ These standings do not verify against the book: {problem}</source>
        <translation>⚠ 此排名与记分簿验证不符：{problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), hands played from {since} to {until}</source>
        <translation>
            <numerusform>%n 位玩家，{since} 到 {until} 玩过的手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New session…</source>
        <translation>新牌局…</translation>
    </message>
    <message>
        <source>Seat the players, agree stakes and rules (Ctrl+N)</source>
        <translation>安排座位，约定注码和规则（Ctrl+N）</translation>
    </message>
    <message>
        <source>Open another book…</source>
        <translation>打开另一本记分簿…</translation>
    </message>
    <message>
        <source>Use a different book file (Ctrl+O)</source>
        <translation>改用另一个记分簿文件（Ctrl+O）</translation>
    </message>
    <message>
        <source>Sessions in this book</source>
        <translation>这本记分簿中的牌局</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>归档(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Only a session without hands can be deleted</source>
        <translation>只有没有牌的牌局可以删除</translation>
    </message>
    <message>
        <source>Show &amp;archived sessions</source>
        <translation>显示已归档的牌局(&amp;A)</translation>
    </message>
    <message>
        <source>Enter or a double-click opens a session where it was left.</source>
        <translation>按 Enter 或双击，从上次停下的地方继续牌局。</translation>
    </message>
    <message>
        <source>No sessions yet: start one with New session (Ctrl+N).</source>
        <translation>还没有牌局：用“新牌局”（Ctrl+N）开始一场。</translation>
    </message>
    <message>
        <source>Recent books</source>
        <translation>最近的记分簿</translation>
    </message>
    <message>
        <source>Book: {path}</source>
        <translation>记分簿：{path}</translation>
    </message>
    <message>
        <source>✓ settled</source>
        <translation>✓ 已结算</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>已归档</translation>
    </message>
    <message>
        <source>Bring &amp;back</source>
        <translation>取回(&amp;B)</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableHand</name>
    <message>
        <source>Start the clock</source>
        <translation>开始计时</translation>
    </message>
    <message>
        <source>Record the hand</source>
        <translation>记录这手</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Table {table}: {players}</source>
        <translation>第 {table} 桌：{players}</translation>
    </message>
    <message>
        <source>not set in time: surrenders</source>
        <translation>未及时摆好：投降</translation>
    </message>
    <message>
        <source>not set in time: fouled</source>
        <translation>未及时摆好：倒水</translation>
    </message>
    <message>
        <source>set</source>
        <translation>已摆好</translation>
    </message>
    <message>
        <source>Choose a table first (the draw makes them)</source>
        <translation>请先选择牌桌（抽签后才有牌桌）</translation>
    </message>
    <message>
        <source>This event has no setting clock</source>
        <translation>这个赛事没有摆牌计时</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>时间到！</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Event created: register the players (Ctrl+R)</source>
        <translation>赛事已创建：请为玩家报名（Ctrl+R）</translation>
    </message>
    <message>
        <source>{name} registered</source>
        <translation>{name} 已报名</translation>
    </message>
    <message>
        <source>Record a re-buy for {name}?</source>
        <translation>为 {name} 记录一次重购？</translation>
    </message>
    <message>
        <source>{name} re-bought</source>
        <translation>{name} 已重购</translation>
    </message>
    <message>
        <source>Record an add-on for {name}?</source>
        <translation>为 {name} 记录一次加购？</translation>
    </message>
    <message>
        <source>{name} took an add-on</source>
        <translation>{name} 已加购</translation>
    </message>
    <message>
        <source>Draw the seats for {count} players now? The draw&apos;s seed is recorded.</source>
        <translation>现在为 {count} 位玩家抽签定座？抽签的种子会被记录。</translation>
    </message>
    <message>
        <source>Seats drawn: the tables play</source>
        <translation>已抽签定座：各桌开始</translation>
    </message>
    <message>
        <source>The tables are balanced: no move to make</source>
        <translation>牌桌已平衡：无需换桌</translation>
    </message>
    <message>
        <source>{player}: table {source} to table {target}</source>
        <translation>{player}：第 {source} 桌换到第 {target} 桌</translation>
    </message>
    <message>
        <source>Make these moves?</source>
        <translation>执行这些换桌？</translation>
    </message>
    <message>
        <source>Moves recorded</source>
        <translation>换桌已记录</translation>
    </message>
    <message>
        <source>This event&apos;s levels go by hands: it has no event clock</source>
        <translation>这个赛事的级别按手数计：没有赛事时钟</translation>
    </message>
    <message>
        <source>The event&apos;s clock runs</source>
        <translation>赛事时钟走动中</translation>
    </message>
    <message>
        <source>The event&apos;s clock is paused</source>
        <translation>赛事时钟已暂停</translation>
    </message>
    <message>
        <source>Finish the event? The places and payouts are final; nothing more is recorded.</source>
        <translation>结束赛事？名次与奖金即为最终结果；之后不再记录任何内容。</translation>
    </message>
    <message>
        <source>The event is finished</source>
        <translation>赛事已结束</translation>
    </message>
    <message>
        <source>Hand recorded</source>
        <translation>这手已记录</translation>
    </message>
    <message>
        <source>Hand {hand} at table {table} recorded</source>
        <translation>第 {table} 桌第 {hand} 手已记录</translation>
    </message>
    <message>
        <source>out: {names}</source>
        <translation>出局：{names}</translation>
    </message>
    <message>
        <source>balance the tables (Ctrl+B)</source>
        <translation>请平衡牌桌（Ctrl+B）</translation>
    </message>
    <message>
        <source>This book holds no event yet: Event &gt; New event (Ctrl+N)</source>
        <translation>这本账簿还没有赛事：赛事 &gt; 新赛事（Ctrl+N）</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>打开赛事</translation>
    </message>
    <message>
        <source>The book&apos;s events:</source>
        <translation>账簿中的赛事：</translation>
    </message>
    <message>
        <source>Register a player</source>
        <translation>报名玩家</translation>
    </message>
    <message>
        <source>Name (one of the book&apos;s players, or a new name):</source>
        <translation>名字（账簿中的玩家，或新名字）：</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>锦标赛</translation>
    </message>
    <message>
        <source>{place}. {name}: {amount}</source>
        <translation>第 {place} 名 {name}：{amount}</translation>
    </message>
    <message>
        <source>Places and payouts</source>
        <translation>名次与奖金</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>比赛中</translation>
    </message>
    <message>
        <source>out</source>
        <translation>出局</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Hands to next</source>
        <translation>距下一级手数</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>奖金</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Level {level} of {levels}: {value} chips a point</source>
        <translation>第 {level} 级（共 {levels} 级）：每点 {value} 筹码</translation>
    </message>
    <message>
        <source>{value} in {time}</source>
        <translation>{time} 后 {value}</translation>
    </message>
    <message>
        <source>the event&apos;s clock is stopped (Ctrl+P starts it)</source>
        <translation>赛事时钟已停止（Ctrl+P 开始）</translation>
    </message>
    <message>
        <source>Prize pool {pool} · fees {fees} · {entries} entries · {left} players left · average stack {average}</source>
        <translation>奖池 {pool} · 抽水 {fees} · {entries} 次报名 · 剩 {left} 位玩家 · 平均筹码 {average}</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>奖金分配</translation>
    </message>
    <message>
        <source>Eliminations</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <source>No event yet: Event &gt; New event (Ctrl+N)</source>
        <translation>还没有赛事：赛事 &gt; 新赛事（Ctrl+N）</translation>
    </message>
    <message>
        <source> (finished)</source>
        <translation>（已结束）</translation>
    </message>
    <message>
        <source>Tournament: {name}</source>
        <translation>锦标赛：{name}</translation>
    </message>
    <message numerus="yes">
        <source>{value} in %n hand(s)</source>
        <translation>
            <numerusform>%n 手后 {value}</numerusform>
        </translation>
    </message>
</context>
</TS>
