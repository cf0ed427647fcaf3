<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New session…</source>
        <translation>新牌局(&amp;N)…</translation>
    </message>
    <message>
        <source>Seat players, agree stakes and rules</source>
        <translation>安排座位，約定注碼和規則</translation>
    </message>
    <message>
        <source>&amp;Open book…</source>
        <translation>開啟記分簿(&amp;O)…</translation>
    </message>
    <message>
        <source>Use another book file</source>
        <translation>改用另一個記分簿檔案</translation>
    </message>
    <message>
        <source>Open a card room&apos;s &amp;server book…</source>
        <translation>開啟牌室的伺服器記分簿(&amp;S)…</translation>
    </message>
    <message>
        <source>Use a book on a PostgreSQL server: postgresql://user@host:port/database</source>
        <translation>使用 PostgreSQL 伺服器上的記分簿：postgresql://user@host:port/database</translation>
    </message>
    <message>
        <source>&amp;Sessions and books</source>
        <translation>牌局與記分簿(&amp;S)</translation>
    </message>
    <message>
        <source>The start page: open another session</source>
        <translation>開始頁：開啟另一場牌局</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>錦標賽(&amp;T)…</translation>
    </message>
    <message>
        <source>An event on several tables: registration, the draw, hands, balancing, payouts</source>
        <translation>多桌賽事：報名、抽籤、各手、平衡牌桌、獎金分配</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the window (the entry is kept)</source>
        <translation>關閉視窗（輸入的牌會保留）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change to the entry</source>
        <translation>復原剛才對輸入的修改</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo in the entry</source>
        <translation>在輸入中重做</translation>
    </message>
    <message>
        <source>Undo last recorded action</source>
        <translation>復原上一個已記錄的動作</translation>
    </message>
    <message>
        <source>Take back the last recorded hand or change (kept in the session&apos;s history)</source>
        <translation>收回最後記錄的一手或修改（仍保留在牌局的歷史中）</translation>
    </message>
    <message>
        <source>Redo recorded action</source>
        <translation>重做已記錄的動作</translation>
    </message>
    <message>
        <source>Put back what was undone</source>
        <translation>恢復剛才復原的內容</translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation>記錄這手(&amp;R)</translation>
    </message>
    <message>
        <source>Store the hand in the book now (every seat complete, no card twice)</source>
        <translation>現在把這手存入記分簿（每個座位都已完整，沒有重複的牌）</translation>
    </message>
    <message>
        <source>Clear &amp;row</source>
        <translation>清空這一墩(&amp;R)</translation>
    </message>
    <message>
        <source>Empty the active row</source>
        <translation>清空目前的一墩</translation>
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
        <translation>一次輸入這個座位的 13 張牌(&amp;T)…</translation>
    </message>
    <message>
        <source>Type the seat&apos;s 13 cards in one go; they are set as entered, back first</source>
        <translation>一次輸入這個座位的 13 張牌，依輸入順序擺放，尾墩在前</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>建議擺法(&amp;G)</translation>
    </message>
    <message>
        <source>The advisor&apos;s best setting of the seat&apos;s 13 cards, to apply in one click</source>
        <translation>顧問為這個座位的 13 張牌找出的最佳擺法，一鍵套用</translation>
    </message>
    <message>
        <source>&amp;Surrender</source>
        <translation>投降(&amp;S)</translation>
    </message>
    <message>
        <source>The active seat surrenders</source>
        <translation>目前的座位投降</translation>
    </message>
    <message>
        <source>&amp;Declare natural / play it</source>
        <translation>報特殊牌型／照常比牌(&amp;D)</translation>
    </message>
    <message>
        <source>Declare the active seat&apos;s natural, or play the hand instead</source>
        <translation>為目前的座位報特殊牌型，或改為照常比牌</translation>
    </message>
    <message>
        <source>Make this seat the deale&amp;r</source>
        <translation>設這個座位為莊家(&amp;R)</translation>
    </message>
    <message>
        <source>Move the button</source>
        <translation>移動莊家位置</translation>
    </message>
    <message>
        <source>&amp;Stakes and unit…</source>
        <translation>注碼與每分(&amp;S)…</translation>
    </message>
    <message>
        <source>A pair&apos;s own stake or the table&apos;s unit, from the next hand on</source>
        <translation>某兩人自己的注碼或全桌的每分金額，從下一手起</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>規則(&amp;R)…</translation>
    </message>
    <message>
        <source>A preset or any option, from the next hand on</source>
        <translation>預設規則或任一選項，從下一手起</translation>
    </message>
    <message>
        <source>&amp;Players and seats…</source>
        <translation>玩家與座位(&amp;P)…</translation>
    </message>
    <message>
        <source>Who sits from the next hand on: leave, join, swap, reorder</source>
        <translation>從下一手起誰入座：離開、加入、換位、調整順序</translation>
    </message>
    <message>
        <source>&amp;Casino…</source>
        <translation>場方(&amp;C)…</translation>
    </message>
    <message>
        <source>The house&apos;s collection, a buy-in or cash-out, a tip split among players</source>
        <translation>場方抽水、買入或兌現、由選定玩家分攤的小費</translation>
    </message>
    <message>
        <source>This player &amp;leaves</source>
        <translation>此玩家離開(&amp;L)</translation>
    </message>
    <message>
        <source>The active seat&apos;s player goes home or sits out from the next hand on</source>
        <translation>目前座位的玩家從下一手起離開或暫停</translation>
    </message>
    <message>
        <source>S&amp;wap with the next seat</source>
        <translation>與下一座位交換(&amp;W)</translation>
    </message>
    <message>
        <source>The active seat&apos;s player and the next seat&apos;s change places</source>
        <translation>目前座位與下一座位的玩家交換位置</translation>
    </message>
    <message>
        <source>Someone else takes this &amp;seat…</source>
        <translation>由他人坐此座位(&amp;S)…</translation>
    </message>
    <message>
        <source>A returning or new player takes the active seat from the next hand on</source>
        <translation>回來的或新的玩家從下一手起坐目前座位</translation>
    </message>
    <message>
        <source>Next seat</source>
        <translation>下一個座位</translation>
    </message>
    <message>
        <source>Jump to the next seat&apos;s front</source>
        <translation>跳到下一個座位的頭墩</translation>
    </message>
    <message>
        <source>Previous seat</source>
        <translation>上一個座位</translation>
    </message>
    <message>
        <source>Jump to the previous seat&apos;s front</source>
        <translation>跳到上一個座位的頭墩</translation>
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
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Smaller cards</source>
        <translation>牌縮小</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>原始大小(&amp;A)</translation>
    </message>
    <message>
        <source>Cards at their normal size</source>
        <translation>牌回到正常大小</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>四色牌(&amp;F)</translation>
    </message>
    <message>
        <source>♦ blue and ♣ green</source>
        <translation>♦ 藍色、♣ 綠色</translation>
    </message>
    <message>
        <source>&amp;Theme: system</source>
        <translation>主題：系統(&amp;T)</translation>
    </message>
    <message>
        <source>System, light or dark</source>
        <translation>系統、淺色或深色</translation>
    </message>
    <message>
        <source>&amp;Guide and shortcuts</source>
        <translation>說明與快捷鍵(&amp;G)</translation>
    </message>
    <message>
        <source>Entering, correcting, changing and settling; every key</source>
        <translation>輸入、更正、更改與結算；所有按鍵</translation>
    </message>
    <message>
        <source>S&amp;hare this table…</source>
        <translation>分享這一桌(&amp;H)…</translation>
    </message>
    <message>
        <source>A QR code that shows the table live on phones (read-only); Stop sharing there</source>
        <translation>用 QR 碼讓手機即時看到這一桌（唯讀）；在那裡停止分享</translation>
    </message>
    <message>
        <source>Players &amp;enter their own hands…</source>
        <translation>玩家自己輸入手牌(&amp;E)…</translation>
    </message>
    <message>
        <source>A QR code per seat: each player sets their hand on their phone; you record it</source>
        <translation>每個座位一個 QR 碼：每位玩家在手機上擺好自己的牌，由您記錄</translation>
    </message>
    <message>
        <source>&amp;Merge players…</source>
        <translation>合併玩家(&amp;M)…</translation>
    </message>
    <message>
        <source>On the Players page: another name becomes the selected player&apos;s (Ctrl+Z undoes)</source>
        <translation>在「玩家」頁：另一個名字歸入所選玩家（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>U&amp;nmerge a name…</source>
        <translation>拆開名字(&amp;N)…</translation>
    </message>
    <message>
        <source>On the Players page: one of the selected player&apos;s names is someone else again</source>
        <translation>在「玩家」頁：所選玩家的一個名字重新成為另一個人</translation>
    </message>
    <message>
        <source>Re&amp;view with the advisor…</source>
        <translation>用建議器檢討(&amp;V)…</translation>
    </message>
    <message>
        <source>On the Players page: the units the selected player gave away against the advisor</source>
        <translation>在玩家頁：所選玩家比建議器最佳擺法少拿的單位</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>關於(&amp;A)</translation>
    </message>
    <message>
        <source>Version and book</source>
        <translation>版本與記分簿</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>新賽事(&amp;N)…</translation>
    </message>
    <message>
        <source>Name, buy-in and fee, chips, levels, seats, the setting clock and payouts</source>
        <translation>名稱、買入與抽水、籌碼、級別、座位、擺牌計時與獎金分配</translation>
    </message>
    <message>
        <source>&amp;Open event…</source>
        <translation>開啟賽事(&amp;O)…</translation>
    </message>
    <message>
        <source>Another event of this book</source>
        <translation>這本帳簿的另一個賽事</translation>
    </message>
    <message>
        <source>&amp;Finish the event…</source>
        <translation>結束賽事(&amp;F)…</translation>
    </message>
    <message>
        <source>The places and payouts, chips and money verified</source>
        <translation>名次與獎金，籌碼與金額均已核對</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>Close this window (everything is recorded already)</source>
        <translation>關閉此視窗（一切都已記錄）</translation>
    </message>
    <message>
        <source>&amp;Register a player…</source>
        <translation>報名玩家(&amp;R)…</translation>
    </message>
    <message>
        <source>A new entry: one of the book&apos;s players or a new name</source>
        <translation>新的報名：帳簿中的玩家或新名字</translation>
    </message>
    <message>
        <source>R&amp;e-buy for the selected player…</source>
        <translation>為選中的玩家重購(&amp;E)…</translation>
    </message>
    <message>
        <source>More chips, or a player out in the re-buy period back in</source>
        <translation>更多籌碼，或在重購期內讓出局的玩家回到賽事</translation>
    </message>
    <message>
        <source>&amp;Add-on for the selected player…</source>
        <translation>為選中的玩家加購(&amp;A)…</translation>
    </message>
    <message>
        <source>More chips for a player still in, while the event allows add-ons</source>
        <translation>為仍在賽中的玩家加籌碼，只要賽事仍允許加購</translation>
    </message>
    <message>
        <source>&amp;Draw the seats…</source>
        <translation>抽籤定座(&amp;D)…</translation>
    </message>
    <message>
        <source>Seat the field by a recorded random draw</source>
        <translation>以記錄下來的隨機抽籤安排所有參賽者的座位</translation>
    </message>
    <message>
        <source>&amp;Balance the tables…</source>
        <translation>平衡牌桌(&amp;B)…</translation>
    </message>
    <message>
        <source>The moves the program proposes, recorded when you confirm them</source>
        <translation>程式建議的換桌，經您確認後記錄</translation>
    </message>
    <message>
        <source>Start or &amp;pause the event&apos;s clock</source>
        <translation>開始或暫停賽事時鐘(&amp;P)</translation>
    </message>
    <message>
        <source>Levels kept by time count only while it runs (the draw starts it)</source>
        <translation>依時間計的級別只在它走動時計算（抽籤時開始）</translation>
    </message>
    <message>
        <source>The &amp;field</source>
        <translation>參賽者(&amp;F)</translation>
    </message>
    <message>
        <source>The keys to the list of players</source>
        <translation>鍵盤焦點移到玩家名單</translation>
    </message>
    <message>
        <source>&amp;Choose a table</source>
        <translation>選擇牌桌(&amp;C)</translation>
    </message>
    <message>
        <source>The table whose hand is entered (Up and Down choose)</source>
        <translation>要輸入這手牌的牌桌（上下鍵選擇）</translation>
    </message>
    <message>
        <source>&amp;Start the setting clock</source>
        <translation>開始擺牌計時(&amp;S)</translation>
    </message>
    <message>
        <source>Recorded as the hand&apos;s start; seats not set when it runs out are marked</source>
        <translation>記錄為這手的開始；時間到時仍未擺好的座位會被標記</translation>
    </message>
    <message>
        <source>&amp;Record the hand</source>
        <translation>記錄這手(&amp;R)</translation>
    </message>
    <message>
        <source>Score the table&apos;s hand and move the chips</source>
        <translation>計算這桌這手的分數並移動籌碼</translation>
    </message>
    <message>
        <source>C&amp;lear the hand</source>
        <translation>清除這手(&amp;L)</translation>
    </message>
    <message>
        <source>Empty every seat&apos;s rows and stop the clock</source>
        <translation>清空每個座位的各墩並停止計時</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The book is in use</source>
        <translation>記分簿正在使用中</translation>
    </message>
    <message>
        <source>{problem}

Only one window can keep a book at a time.</source>
        <translation>{problem}

同一時間只能有一個視窗使用一本記分簿。</translation>
    </message>
    <message>
        <source>The book cannot be opened</source>
        <translation>無法開啟記分簿</translation>
    </message>
    <message>
        <source>the default book</source>
        <translation>預設記分簿</translation>
    </message>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation>十三張記分</translation>
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
        <translation>作廢</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>注碼</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Settled</source>
        <translation>已結算</translation>
    </message>
    <message>
        <source>Reopened</source>
        <translation>重新開啟</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手</translation>
    </message>
    <message>
        <source>What</source>
        <translation>內容</translation>
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
        <translation>坐莊：{banker} 當莊 · 倍數：</translation>
    </message>
    <message>
        <source>{name}&apos;s pair with the banker is multiplied by this</source>
        <translation>{name} 與莊家的對局乘以此倍數</translation>
    </message>
</context>
<context>
    <name>BookErrors</name>
    <message>
        <source>Not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <source>The book cannot be read</source>
        <translation>無法讀取記分簿</translation>
    </message>
    <message>
        <source>{cause}; {remedy}</source>
        <translation>{cause}；{remedy}</translation>
    </message>
    <message>
        <source>{remedy}, then press Ctrl+Enter again (the hand you typed is kept)</source>
        <translation>{remedy}，然後再按一次 Ctrl+Enter（已輸入的牌局會保留）</translation>
    </message>
    <message>
        <source>{cause}: {unsaved} was not saved; {remedy}</source>
        <translation>{cause}：{unsaved}未儲存；{remedy}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁碟已滿</translation>
    </message>
    <message>
        <source>the book cannot be written here (the file or its folder is read-only)</source>
        <translation>無法在此寫入記分簿（檔案或資料夾為唯讀）</translation>
    </message>
    <message>
        <source>the book is busy: another program is writing to it</source>
        <translation>記分簿忙碌中：另一個程式正在寫入</translation>
    </message>
    <message>
        <source>the disk failed to read or write the book</source>
        <translation>磁碟無法讀寫記分簿</translation>
    </message>
    <message>
        <source>the book is damaged</source>
        <translation>記分簿已損壞</translation>
    </message>
    <message>
        <source>the book&apos;s file cannot be opened</source>
        <translation>無法開啟記分簿的檔案</translation>
    </message>
    <message>
        <source>permission to use the book&apos;s file was denied</source>
        <translation>使用記分簿檔案的權限被拒絕</translation>
    </message>
    <message>
        <source>the book took too long to answer and the query was stopped</source>
        <translation>記分簿回應太久，查詢已停止</translation>
    </message>
    <message>
        <source>the book refused the change (one of its own checks failed)</source>
        <translation>記分簿拒絕了此變更（其自身的檢查未通過）</translation>
    </message>
    <message>
        <source>free some space and try again</source>
        <translation>請釋出空間後再試一次</translation>
    </message>
    <message>
        <source>open a copy kept elsewhere</source>
        <translation>請開啟存放在別處的副本</translation>
    </message>
    <message>
        <source>try again in a moment</source>
        <translation>請稍後再試</translation>
    </message>
    <message>
        <source>check the disk, then try again</source>
        <translation>請檢查磁碟後再試一次</translation>
    </message>
    <message>
        <source>restore it from a backup</source>
        <translation>請從備份還原</translation>
    </message>
    <message>
        <source>check that the disk and folder are there</source>
        <translation>請確認磁碟與資料夾都在</translation>
    </message>
    <message>
        <source>check the file&apos;s permissions</source>
        <translation>請檢查檔案的權限</translation>
    </message>
    <message>
        <source>check the book and the disk</source>
        <translation>請檢查記分簿與磁碟</translation>
    </message>
    <message>
        <source>check the book for damage</source>
        <translation>請檢查記分簿是否損壞</translation>
    </message>
    <message>
        <source>free some space</source>
        <translation>請釋出空間</translation>
    </message>
    <message>
        <source>check the disk</source>
        <translation>請檢查磁碟</translation>
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
        <translation>第 {number} 手的作廢</translation>
    </message>
    <message>
        <source>the undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>the redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>the stake change</source>
        <translation>注碼變更</translation>
    </message>
    <message>
        <source>the rules change</source>
        <translation>規則變更</translation>
    </message>
    <message>
        <source>the change of players</source>
        <translation>玩家變更</translation>
    </message>
    <message>
        <source>the change of unit</source>
        <translation>單位變更</translation>
    </message>
    <message>
        <source>the settle-up</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>the reopening</source>
        <translation>重新開啟</translation>
    </message>
    <message>
        <source>the new session</source>
        <translation>新牌局</translation>
    </message>
    <message>
        <source>the imported session</source>
        <translation>匯入的牌局</translation>
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
        <translation>1 後面不能接 {char}：10 請打 10 或 T</translation>
    </message>
    <message>
        <source>{char} is a suit: type the rank first (6s, 10h, Kd)</source>
        <translation>{char} 是花色：請先打點數（6s、10h、Kd）</translation>
    </message>
    <message>
        <source>{char} is not a rank: type 2-9, T or 10, J, Q, K or A</source>
        <translation>{char} 不是點數：請打 2-9、T 或 10、J、Q、K 或 A</translation>
    </message>
    <message>
        <source>{rank} needs a suit first: {suits}</source>
        <translation>{rank} 還需要花色：{suits}</translation>
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
        <translation>選牌區</translation>
    </message>
    <message>
        <source>{card}: in {place}</source>
        <translation>{card}：在{place}</translation>
    </message>
    <message>
        <source>{card}: click to add to {place}</source>
        <translation>{card}：按一下加到{place}</translation>
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
        <translation>依單位大小（級距）</translation>
    </message>
    <message>
        <source>Percent of each hand&apos;s winnings</source>
        <translation>每手贏額的百分比</translation>
    </message>
    <message>
        <source>Per player per period of play</source>
        <translation>每位玩家每段時間</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Tiers: write them as &quot;5=1, 10=1, 20=2&quot; (unit = amount per player)</source>
        <translation>級距：請寫成 &quot;5=1, 10=1, 20=2&quot;（單位 = 每位玩家的金額）</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>場方</translation>
    </message>
    <message>
        <source>House collection</source>
        <translation>場方抽水</translation>
    </message>
    <message>
        <source>Buy-in and cash-out</source>
        <translation>買入與兌現</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>小費</translation>
    </message>
    <message>
        <source>Table stakes</source>
        <translation>桌面賭注</translation>
    </message>
    <message>
        <source>Slip</source>
        <translation>結算單</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>經理</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>無上限</translation>
    </message>
    <message>
        <source>Owed to the house at the settle-up (not paid each hand)</source>
        <translation>結算時付給場方（不是每手付）</translation>
    </message>
    <message>
        <source>Set the collection</source>
        <translation>設定抽水</translation>
    </message>
    <message>
        <source>Fee type:</source>
        <translation>抽水方式：</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金額：</translation>
    </message>
    <message>
        <source>Tiers (unit = amount):</source>
        <translation>級距（單位 = 金額）：</translation>
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
        <translation>每段分鐘數：</translation>
    </message>
    <message>
        <source>Record a buy-in</source>
        <translation>記錄買入</translation>
    </message>
    <message>
        <source>Record a cash-out</source>
        <translation>記錄兌現</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>The house (the dealer&apos;s tip)</source>
        <translation>場方（荷官的小費）</translation>
    </message>
    <message>
        <source>dealer, food…</source>
        <translation>荷官、餐點…</translation>
    </message>
    <message>
        <source>Record the tip</source>
        <translation>記錄小費</translation>
    </message>
    <message>
        <source>Shared by:</source>
        <translation>分攤者：</translation>
    </message>
    <message>
        <source>Paid to:</source>
        <translation>付給：</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>備註：</translation>
    </message>
    <message>
        <source>Not recorded: {reason}</source>
        <translation>未記錄：{reason}</translation>
    </message>
    <message>
        <source>house collection</source>
        <translation>場方抽水</translation>
    </message>
    <message>
        <source>The house collection applies from the next hand on.</source>
        <translation>場方抽水從下一手起生效。</translation>
    </message>
    <message>
        <source>buy-in of {name}</source>
        <translation>{name} 的買入</translation>
    </message>
    <message>
        <source>cash-out of {name}</source>
        <translation>{name} 的兌現</translation>
    </message>
    <message>
        <source>Recorded: {what}.</source>
        <translation>已記錄：{what}。</translation>
    </message>
    <message>
        <source>tip</source>
        <translation>小費</translation>
    </message>
    <message>
        <source>Recorded: the tip.</source>
        <translation>已記錄：小費。</translation>
    </message>
    <message>
        <source>Stacks now: {stacks}</source>
        <translation>目前籌碼：{stacks}</translation>
    </message>
    <message>
        <source>Table stakes: nobody loses more than their stack</source>
        <translation>桌面賭注：輸的錢不超過自己的籌碼</translation>
    </message>
    <message>
        <source>A win is also capped by the winner&apos;s own stack</source>
        <translation>贏的錢也以贏家自己的籌碼為上限</translation>
    </message>
    <message>
        <source>Set table stakes</source>
        <translation>設定桌面賭注</translation>
    </message>
    <message>
        <source>off (no loss cap)</source>
        <translation>關閉（不設輸錢上限）</translation>
    </message>
    <message>
        <source>Set the loss cap</source>
        <translation>設定輸錢上限</translation>
    </message>
    <message>
        <source>Most a player loses in one hand:</source>
        <translation>每位玩家每手最多輸：</translation>
    </message>
    <message>
        <source>table stakes off</source>
        <translation>桌面賭注關閉</translation>
    </message>
    <message>
        <source>table stakes on, a win also capped by the winner&apos;s stack</source>
        <translation>桌面賭注開啟，贏的錢也以贏家的籌碼為上限</translation>
    </message>
    <message>
        <source>table stakes on</source>
        <translation>桌面賭注開啟</translation>
    </message>
    <message>
        <source>no loss cap</source>
        <translation>不設輸錢上限</translation>
    </message>
    <message>
        <source>loss cap {amount}</source>
        <translation>輸錢上限 {amount}</translation>
    </message>
    <message>
        <source>From hand {number}: {stakes}; {loss}.</source>
        <translation>從第 {number} 手起：{stakes}；{loss}。</translation>
    </message>
    <message>
        <source>table stakes</source>
        <translation>桌面賭注</translation>
    </message>
    <message>
        <source>Recorded: table stakes, from the next hand on.</source>
        <translation>已記錄：桌面賭注，從下一手起生效。</translation>
    </message>
    <message>
        <source>loss cap</source>
        <translation>輸錢上限</translation>
    </message>
    <message>
        <source>Recorded: the loss cap, from the next hand on.</source>
        <translation>已記錄：輸錢上限，從下一手起生效。</translation>
    </message>
    <message>
        <source>The whole table</source>
        <translation>整桌</translation>
    </message>
    <message>
        <source>Save slip…</source>
        <translation>儲存結算單…</translation>
    </message>
    <message>
        <source>Each print is recorded in the audit trail; a second print of a slip is marked REPRINT.</source>
        <translation>每次列印都記入稽核紀錄；同一張結算單再次列印時會標示 REPRINT（補印）。</translation>
    </message>
    <message>
        <source>Slip for:</source>
        <translation>結算單對象：</translation>
    </message>
    <message>
        <source>Save slip</source>
        <translation>儲存結算單</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>slip</source>
        <translation>結算單</translation>
    </message>
    <message>
        <source>Saved the slip to {file} (copy {copy}).</source>
        <translation>結算單已儲存至 {file}（第 {copy} 份）。</translation>
    </message>
    <message>
        <source>It is marked REPRINT.</source>
        <translation>它標示為 REPRINT（補印）。</translation>
    </message>
    <message>
        <source>Printed as ?: {problem}.</source>
        <translation>印成「?」：{problem}。</translation>
    </message>
    <message>
        <source>Not saved: {file} cannot be written ({reason}). Nothing was recorded.</source>
        <translation>未儲存：無法寫入 {file}（{reason}）。沒有記錄任何內容。</translation>
    </message>
    <message>
        <source>Copy {copy} was recorded, but {file} could not be written ({reason}). Save the slip again.</source>
        <translation>第 {copy} 份已記錄，但無法寫入 {file}（{reason}）。請再儲存一次結算單。</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>新的通行密語</translation>
    </message>
    <message>
        <source>The same passphrase again</source>
        <translation>再輸入一次同一通行密語</translation>
    </message>
    <message>
        <source>Clear the passphrase</source>
        <translation>清除通行密語</translation>
    </message>
    <message>
        <source>New passphrase:</source>
        <translation>新的通行密語：</translation>
    </message>
    <message>
        <source>Type it again:</source>
        <translation>再輸入一次：</translation>
    </message>
    <message>
        <source>A manager passphrase is set: voiding or correcting a hand, reopening the session and changing it ask for it.</source>
        <translation>已設定經理通行密語：作廢或更正一手牌、重新開啟牌局及更改密語時都要輸入。</translation>
    </message>
    <message>
        <source>No manager passphrase is set.</source>
        <translation>尚未設定經理通行密語。</translation>
    </message>
    <message>
        <source>Change the passphrase</source>
        <translation>更改通行密語</translation>
    </message>
    <message>
        <source>Set the passphrase</source>
        <translation>設定通行密語</translation>
    </message>
    <message>
        <source>manager passphrase</source>
        <translation>經理通行密語</translation>
    </message>
    <message>
        <source>Not recorded: the two passphrases differ; type the same one twice.</source>
        <translation>未記錄：兩次輸入的通行密語不同；請兩次都輸入同一個。</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is changed.</source>
        <translation>已記錄：經理通行密語已更改。</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is set.</source>
        <translation>已記錄：經理通行密語已設定。</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is cleared.</source>
        <translation>已記錄：經理通行密語已清除。</translation>
    </message>
</context>
<context>
    <name>ChangeDialogs</name>
    <message>
        <source>Stakes from hand {number}</source>
        <translation>從第 {number} 手起的注碼</translation>
    </message>
    <message>
        <source>&amp;Table unit (every pair without its own)</source>
        <translation>全桌每分金額(&amp;T)（沒有自訂注碼的每一對）</translation>
    </message>
    <message>
        <source>Type a pair&apos;s own stake in its cell; clear it for the table unit.</source>
        <translation>在格內輸入兩人自己的注碼；清空即用全桌每分金額。</translation>
    </message>
    <message>
        <source>Change stakes</source>
        <translation>更改注碼</translation>
    </message>
    <message>
        <source>table unit: {problem}</source>
        <translation>全桌每分金額：{problem}</translation>
    </message>
    <message>
        <source>table unit: must be more than 0</source>
        <translation>全桌每分金額：必須大於 0</translation>
    </message>
    <message>
        <source>Rules from hand {number}</source>
        <translation>從第 {number} 手起的規則</translation>
    </message>
    <message>
        <source>Change rules</source>
        <translation>更改規則</translation>
    </message>
    <message>
        <source>Seats from hand {number}</source>
        <translation>從第 {number} 手起的座位</translation>
    </message>
    <message>
        <source>Seated, clockwise (the first sits in seat 1):</source>
        <translation>入座順序，順時針（第一位坐 1 號座位）：</translation>
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
        <translation>離開(&amp;L)</translation>
    </message>
    <message>
        <source>a returning player or a new name</source>
        <translation>回來的玩家或新名字</translation>
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
        <translation>請安排 {low} 至 {high} 位玩家（現在 {count} 位）</translation>
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
        <translation>累計（{currency}）</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
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
        <translation>從{place}移除 {card}</translation>
    </message>
    <message>
        <source>move {card} to {place}</source>
        <translation>把 {card} 移到{place}</translation>
    </message>
    <message>
        <source>set {place}</source>
        <translation>擺好{place}</translation>
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
        <translation>{name} 報特殊牌型</translation>
    </message>
    <message>
        <source>declare natural off for {name}</source>
        <translation>{name} 不報特殊牌型</translation>
    </message>
    <message>
        <source>discard the kept hand {number}</source>
        <translation>捨棄保留的第 {number} 手</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Saved: {what} at {time}</source>
        <translation>已儲存：{what}（{time}）</translation>
    </message>
    <message>
        <source>fingerprint {fingerprint}</source>
        <translation>指紋 {fingerprint}</translation>
    </message>
    <message>
        <source>Not recorded: the same cards as hand {number}</source>
        <translation>未記錄：與第 {number} 手的牌相同</translation>
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
        <translation>第 {number} 手已作廢</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Undone: {what} at {time}</source>
        <translation>已復原：{what}（{time}）</translation>
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
        <translation>注碼 {a}-{b}</translation>
    </message>
    <message>
        <source>table unit</source>
        <translation>全桌每分金額</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>session settled</source>
        <translation>牌局已結算</translation>
    </message>
    <message>
        <source>session reopened</source>
        <translation>牌局已重新開啟</translation>
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
        <translation>報特殊牌型</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>why the hand is corrected (kept in the audit trail)</source>
        <translation>為什麼更正這手（記入稽核紀錄）</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Record correction</source>
        <translation>記錄更正</translation>
    </message>
    <message>
        <source>Give a reason for the correction.</source>
        <translation>請填寫更正的原因。</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>New event</source>
        <translation>新賽事</translation>
    </message>
    <message>
        <source>None: as typed below</source>
        <translation>無：依下方所填</translation>
    </message>
    <message>
        <source>&amp;Preset</source>
        <translation>預設結構(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>日期(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>e.g. USD</source>
        <translation>例如 TWD</translation>
    </message>
    <message>
        <source>&amp;Buy-in (to the prize pool)</source>
        <translation>買入(&amp;B)（進獎池）</translation>
    </message>
    <message>
        <source>&amp;Fee (the house&apos;s)</source>
        <translation>抽水(&amp;F)（歸莊家）</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>貨幣(&amp;U)</translation>
    </message>
    <message>
        <source>Starting &amp;chips</source>
        <translation>起始籌碼(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Levels (chips a point)</source>
        <translation>級別(&amp;L)（每點籌碼）</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>手</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分鐘</translation>
    </message>
    <message>
        <source>A level &amp;every</source>
        <translation>每級(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Seats per table</source>
        <translation>每桌座位(&amp;S)</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>不計時</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>the hand is fouled</source>
        <translation>這手算相公</translation>
    </message>
    <message>
        <source>the hand is surrendered</source>
        <translation>這手算投降</translation>
    </message>
    <message>
        <source>when time runs out:</source>
        <translation>時間到時：</translation>
    </message>
    <message>
        <source>Setting cloc&amp;k</source>
        <translation>擺牌計時(&amp;K)</translation>
    </message>
    <message>
        <source>Fant&amp;asy Land at the tables (OFC)</source>
        <translation>各桌採用範特西(&amp;A)（OFC）</translation>
    </message>
    <message>
        <source>Pa&amp;youts (% by place)</source>
        <translation>獎金分配(&amp;Y)（各名次 %）</translation>
    </message>
    <message>
        <source>by field size, as the preset</source>
        <translation>依參賽人數，同預設結構</translation>
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
        <translation>記錄</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>作廢</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>注碼</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>已結算</translation>
    </message>
    <message>
        <source>reopened</source>
        <translation>重新開啟</translation>
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
        <translation>Excel 活頁簿 (*.xlsx)</translation>
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
        <translation>記分牌局 (*.json)</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>JSON(&amp;J)</translation>
    </message>
    <message>
        <source>This export is not available in this version ({problem})</source>
        <translation>這個版本不提供此匯出（{problem}）</translation>
    </message>
    <message>
        <source>{path}: cannot write ({problem})</source>
        <translation>{path}：無法寫入（{problem}）</translation>
    </message>
    <message>
        <source>The export failed: {problem}</source>
        <translation>匯出失敗：{problem}</translation>
    </message>
    <message>
        <source>Export CSV files to folder</source>
        <translation>把 CSV 檔案匯出到資料夾</translation>
    </message>
    <message>
        <source>Export to {format}</source>
        <translation>匯出為 {format}</translation>
    </message>
    <message>
        <source>Import session from JSON</source>
        <translation>從 JSON 匯入牌局</translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>匯出完成</translation>
    </message>
    <message>
        <source>Exported to
{path}

Open it now?</source>
        <translation>已匯出到
{path}

現在開啟嗎？</translation>
    </message>
    <message>
        <source>Exporting {count} hands to {format}…</source>
        <translation>正在把 {count} 手匯出為 {format}…</translation>
    </message>
    <message>
        <source>Exported: {path}</source>
        <translation>已匯出：{path}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Import refused</source>
        <translation>拒絕匯入</translation>
    </message>
    <message>
        <source>Imported: {session}</source>
        <translation>已匯入：{session}</translation>
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
        <translation>輸入一手牌</translation>
    </message>
    <message>
        <source>Type each seat&apos;s cards row by row, rank then suit (6s6c4h): a full row moves on by itself, and a card typed into a full row goes to the next row with room. Backspace takes the last card back; Ctrl+Z undoes any change to the entry. The result shows as soon as every seat is complete; Ctrl+Enter records the hand and the button moves to the next dealer.</source>
        <translation>逐墩輸入每個座位的牌，先點數後花色（6s6c4h）：一墩滿了會自動跳到下一墩，輸入到已滿的墩的牌會放到下一個還有空位的墩。Backspace 取回最後一張；Ctrl+Z 復原輸入的任何更改。每個座位都完整後即顯示結果；Ctrl+Enter 記錄這手，莊家移到下一位。</translation>
    </message>
    <message>
        <source>Correcting</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>Undo in the Edit menu (Ctrl+Alt+Z) takes back the last recorded action and says which one. To correct an older hand, select it in the Ledger (Ctrl+2) and choose Edit… or Void…: you are asked why, and the hand keeps its whole history.</source>
        <translation>編輯選單中的復原（Ctrl+Alt+Z）會取回最後記錄的動作並說明是哪一個。要更正較早的一手，請在帳目（Ctrl+2）中選取並選擇編輯…或作廢…：會詢問原因，這手保留完整的歷史。</translation>
    </message>
    <message>
        <source>Changing stakes, players and rules</source>
        <translation>更改注碼、玩家與規則</translation>
    </message>
    <message>
        <source>The Session menu changes things from the next hand on: Stakes and unit… (Ctrl+Shift+M) for a pair&apos;s own stake or the table&apos;s unit, Rules… (Ctrl+Shift+R), Players and seats… (Ctrl+Shift+P) to leave, join, swap or reorder. Each seat&apos;s ⋯ menu has the same for its player. Every change is one recorded action that Undo takes back, and the Ledger lists it between the hands.</source>
        <translation>牌局選單從下一手起更改設定：注碼與每分…（Ctrl+Shift+M）設定某兩人自己的注碼或全桌每分金額，規則…（Ctrl+Shift+R），玩家與座位…（Ctrl+Shift+P）用於離開、加入、換位或調整順序。每個座位的 ⋯ 選單也為該玩家提供相同功能。每項更改都是一個記錄的動作，可以復原，帳目會在各手之間列出。</translation>
    </message>
    <message>
        <source>Settling up</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>Settle up (Ctrl+3) shows each balance and the payments, by pair or in the fewest transfers. Copy as text gives a message for the group chat, ending with the ledger&apos;s fingerprint. Mark settled when everyone has paid; the session can be reopened with a reason.</source>
        <translation>結算（Ctrl+3）顯示每人的餘額與付款，可按兩人逐對或以最少轉帳顯示。複製為文字會產生一則給群組聊天的訊息，結尾附上帳目指紋。大家都付清後標記為已結算；牌局可附上原因重新開啟。</translation>
    </message>
    <message>
        <source>Guide and keyboard shortcuts</source>
        <translation>說明與鍵盤快捷鍵</translation>
    </message>
</context>
<context>
    <name>HandChecks</name>
    <message>
        <source>{rank} high</source>
        <translation>烏龍 {rank} 大</translation>
    </message>
    <message>
        <source>pair of {ranks}</source>
        <translation>一對 {ranks}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>三條 {ranks}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>鐵支 {ranks}</translation>
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
        <translation>{count} 張：{row}只能放 {size} 張</translation>
    </message>
    <message>
        <source>{card} is twice in this row</source>
        <translation>{card} 在這一墩出現兩次</translation>
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
        <translation>{card} 輸入了 {count} 次，牌組只有 {held} 張（{places}）</translation>
    </message>
    <message>
        <source>{card} is entered twice ({places})</source>
        <translation>{card} 輸入了兩次（{places}）</translation>
    </message>
    <message>
        <source>{place} has {count} of {size} cards</source>
        <translation>{place}有 {count}／{size} 張牌</translation>
    </message>
    <message>
        <source>{place} has {count} cards: a {row} holds {size}</source>
        <translation>{place}有 {count} 張牌：{row}只能放 {size} 張</translation>
    </message>
    <message>
        <source>surrender is not allowed under these rules</source>
        <translation>這些規則不允許投降</translation>
    </message>
</context>
<context>
    <name>HandDetail</name>
    <message>
        <source>FOUL</source>
        <translation>相公</translation>
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
        <translation>&lt;b&gt;第 {number} 手&lt;/b&gt; · 莊家 {dealer} · {time}</translation>
    </message>
    <message>
        <source>VOID</source>
        <translation>作廢</translation>
    </message>
    <message>
        <source>Played under: {terms}</source>
        <translation>當時條件：{terms}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>set on their phone</source>
        <translation>玩家在自己手機上擺的牌</translation>
    </message>
    <message>
        <source>Pairs (who took each row)</source>
        <translation>對戰（每墩誰贏）</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>更正…</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>作廢…</translation>
    </message>
    <message>
        <source>The session is settled: reopen it on the Settle up page to change it</source>
        <translation>牌局已結算：要修改，請在「結算」頁重新開啟</translation>
    </message>
    <message>
        <source>How did I do (the setting advisor)</source>
        <translation>我擺得如何（擺牌顧問）</translation>
    </message>
    <message>
        <source>Expected units against the other players&apos; unknown hands, under this hand&apos;s rules; estimates</source>
        <translation>依這手牌的規則，對其他玩家未知牌的期望分數；僅為估計</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: no review (not 13 cards set 3-5-5)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;：無法評估（不是 13 張牌按 3-5-5 擺好）</translation>
    </message>
    <message>
        <source>a foul, {units} units</source>
        <translation>相公，{units} 分</translation>
    </message>
    <message>
        <source>{units} units</source>
        <translation>{units} 分</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: played {played}; best {best} units; given away &lt;b&gt;{given}&lt;/b&gt;&lt;br&gt;&lt;small&gt;best: {front} · {middle} · {back}&lt;/small&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;：實際擺法 {played}；最佳 {best} 分；送出 &lt;b&gt;{given}&lt;/b&gt; 分&lt;br&gt;&lt;small&gt;最佳擺法：{front} · {middle} · {back}&lt;/small&gt;</translation>
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
        <translation>{name} 已有 13 張牌</translation>
    </message>
    <message>
        <source>{card} is already in {place}: drag it to move it</source>
        <translation>{card} 已經在{place}：要移動請拖曳</translation>
    </message>
    <message>
        <source>{card} is already in {place}</source>
        <translation>{card} 已經在{place}</translation>
    </message>
    <message>
        <source>{row} is full: drag one of its cards out first</source>
        <translation>{row}已滿：請先把其中一張拖出來</translation>
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
        <translation>擺好{owner} 13 張牌</translation>
    </message>
</context>
<context>
    <name>HandPage</name>
    <message>
        <source>Cards: click into the active row, or drag onto any row</source>
        <translation>牌：按一下放進目前的一墩，或拖到任何一墩</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨棄</translation>
    </message>
    <message>
        <source>Cancel correction</source>
        <translation>取消更正</translation>
    </message>
    <message>
        <source>This session is settled: reopen it to enter or change a hand</source>
        <translation>此牌局已結算：請重新開啟才能輸入或更改牌</translation>
    </message>
    <message>
        <source>Reopen the session</source>
        <translation>重新開啟牌局</translation>
    </message>
    <message>
        <source>Why is the settled session reopened?</source>
        <translation>為何重新開啟已結算的牌局？</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新開啟</translation>
    </message>
    <message>
        <source>Fantasy Land ({count} cards)</source>
        <translation>範特西（{count} 張牌）</translation>
    </message>
    <message>
        <source>no seats</source>
        <translation>沒有座位</translation>
    </message>
    <message>
        <source>Not ready to record: {problem}</source>
        <translation>還不能記錄：{problem}</translation>
    </message>
    <message>
        <source>Correcting hand {number}: change what was entered wrongly, then press Ctrl+Enter and give the reason.</source>
        <translation>正在更正第 {number} 手：改正輸入錯誤的地方，然後按 Ctrl+Enter 並說明原因。</translation>
    </message>
    <message>
        <source>Correct hand {number}</source>
        <translation>更正第 {number} 手</translation>
    </message>
    <message>
        <source>Why is hand {number} corrected?</source>
        <translation>為什麼要更正第 {number} 手？</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>儲存更正</translation>
    </message>
    <message>
        <source>Surrender is not allowed under this session&apos;s rules</source>
        <translation>這場牌局的規則不允許投降</translation>
    </message>
    <message>
        <source>{name} holds no natural</source>
        <translation>{name} 沒有特殊牌型</translation>
    </message>
    <message>
        <source>{name} needs 13 different cards for a suggestion</source>
        <translation>{name} 需要 13 張不同的牌才能建議擺法</translation>
    </message>
    <message>
        <source>No suggestion: {problem}</source>
        <translation>無法建議：{problem}</translation>
    </message>
    <message>
        <source>Every setting of these cards fouls</source>
        <translation>這些牌怎麼擺都是相公</translation>
    </message>
    <message>
        <source>Suggested setting ({units} units expected):</source>
        <translation>建議擺法（期望 {units} 分）：</translation>
    </message>
    <message>
        <source>{row}: {cards} ({hand})</source>
        <translation>{row}：{cards}（{hand}）</translation>
    </message>
    <message>
        <source>As set now: a foul, {units} units ({given} given away)</source>
        <translation>目前擺法：相公，{units} 分（送出 {given} 分）</translation>
    </message>
    <message>
        <source>As set now: {units} units ({given} given away)</source>
        <translation>目前擺法：{units} 分（送出 {given} 分）</translation>
    </message>
    <message>
        <source>Declaring the natural is worth more: {units} units</source>
        <translation>報牌更划算：{units} 分</translation>
    </message>
    <message>
        <source>Surrendering costs less: {units} units</source>
        <translation>投降損失較少：{units} 分</translation>
    </message>
    <message>
        <source>set {owner} rows as suggested</source>
        <translation>按建議擺好{owner}牌</translation>
    </message>
    <message>
        <source>Continue it</source>
        <translation>繼續這手</translation>
    </message>
    <message>
        <source>An unfinished hand {number} was kept (saved at {time}): {count} cards entered.</source>
        <translation>保留了未完成的第 {number} 手（{time} 儲存）：已輸入 {count} 張牌。</translation>
    </message>
    <message>
        <source>An unfinished hand {number} was kept: {count} cards entered.</source>
        <translation>保留了未完成的第 {number} 手：已輸入 {count} 張牌。</translation>
    </message>
    <message>
        <source>This session is settled: its Hand page is read-only.</source>
        <translation>此牌局已結算：本手頁只能檢視。</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>重新開啟…</translation>
    </message>
    <message>
        <source>The draft could not be kept: {problem}</source>
        <translation>無法保留草稿：{problem}</translation>
    </message>
</context>
<context>
    <name>LedgerFeatures</name>
    <message>
        <source>Ledger</source>
        <translation>帳目</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>結算</translation>
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
        <translation>匯出為 {format}…</translation>
    </message>
    <message>
        <source>Write the session as {format}</source>
        <translation>把牌局存成 {format}</translation>
    </message>
    <message>
        <source>&amp;Import session from JSON…</source>
        <translation>從 JSON 匯入牌局(&amp;I)…</translation>
    </message>
    <message>
        <source>Add a session exported from another book</source>
        <translation>加入從另一本記分簿匯出的牌局</translation>
    </message>
    <message>
        <source>Select a hand in the ledger first</source>
        <translation>請先在帳目中選一手</translation>
    </message>
    <message>
        <source>&amp;Correct hand…</source>
        <translation>更正這手(&amp;C)…</translation>
    </message>
    <message>
        <source>Correct a recorded hand</source>
        <translation>更正一手已記錄的牌</translation>
    </message>
    <message>
        <source>&amp;Void hand…</source>
        <translation>作廢這手(&amp;V)…</translation>
    </message>
    <message>
        <source>Copy settle-up as &amp;text</source>
        <translation>把結算複製成文字(&amp;T)</translation>
    </message>
    <message>
        <source>Mark &amp;settled…</source>
        <translation>標記為已結算(&amp;S)…</translation>
    </message>
    <message>
        <source>Re&amp;open session…</source>
        <translation>重新開啟牌局(&amp;O)…</translation>
    </message>
</context>
<context>
    <name>LedgerMarks</name>
    <message>
        <source>F</source>
        <translation>相</translation>
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
        <translation>範</translation>
    </message>
    <message>
        <source>W</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>✎</source>
        <translation>✎</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>相公</translation>
    </message>
    <message>
        <source>declared natural</source>
        <translation>報特殊牌型</translation>
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
        <translation>範特西</translation>
    </message>
    <message>
        <source>won the race</source>
        <translation>贏得搶分賽</translation>
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
        <translation>時間</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>標記</translation>
    </message>
    <message>
        <source>House</source>
        <translation>場方</translation>
    </message>
    <message>
        <source>{name} total</source>
        <translation>{name} 累計</translation>
    </message>
    <message>
        <source>{name}: money won or lost in the hand</source>
        <translation>{name}：這手輸贏的金額</translation>
    </message>
    <message>
        <source>{name}: running total</source>
        <translation>{name}：累計</translation>
    </message>
    <message>
        <source>House: its collection in the hand (total {amount})</source>
        <translation>場方：這手的抽水（合計 {amount}）</translation>
    </message>
    <message>
        <source>Hand {number} (void)</source>
        <translation>第 {number} 手（作廢）</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>void · </source>
        <translation>作廢 · </translation>
    </message>
    <message>
        <source>{name} did not play hand {number}</source>
        <translation>{name} 沒有玩第 {number} 手</translation>
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
        <translation>相公 (相)</translation>
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
        <translation>已作廢</translation>
    </message>
    <message>
        <source>F foul · N natural · R royalties · S surrender · ✎ corrected · struck through: void · double-click a hand for its cards</source>
        <translation>相 相公 · 特 特殊牌型 · 加 加分 · 投 投降 · ✎ 已更正 · 刪除線：作廢 · 按兩下一手可看牌</translation>
    </message>
    <message>
        <source>This session is settled and read-only. Reopen it on the Settle up page to correct a hand.</source>
        <translation>這場牌局已結算，只能查看。要更正某一手，請在「結算」頁重新開啟。</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>各手</translation>
    </message>
    <message>
        <source>Each row: what that player won (+) or lost (−) against each other player (live hands).</source>
        <translation>每一列：該玩家對其他每位玩家贏 (+) 或輸 (−) 的金額（有效的手）。</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>對戰</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>稽核紀錄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>依玩家篩選</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>所有人</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>顯示</translation>
    </message>
    <message>
        <source>Filter by mark</source>
        <translation>依標記篩選</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>詳細…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>更正…</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>作廢…</translation>
    </message>
    <message>
        <source>The hand&apos;s cards, pair results and history (double-click a hand)</source>
        <translation>這手的牌、對戰結果和歷史（按兩下一手）</translation>
    </message>
    <message>
        <source>Correct the selected hand (asks for a reason)</source>
        <translation>更正選取的一手（需要填寫原因）</translation>
    </message>
    <message>
        <source>Void the selected hand: it stays in the ledger, struck through (asks why)</source>
        <translation>作廢選取的一手：仍留在帳目中，加上刪除線（需要填寫原因）</translation>
    </message>
    <message>
        <source> ({count} void)</source>
        <translation>（{count} 手作廢）</translation>
    </message>
    <message>
        <source> · House {amount}</source>
        <translation> · 場方 {amount}</translation>
    </message>
    <message>
        <source>This session is damaged and read-only: {damage}. Shown up to the event before.</source>
        <translation>此牌局已損壞，僅供檢視：{damage}。顯示至其前一筆紀錄。</translation>
    </message>
    <message>
        <source>Hand {number} is void: undo the void to correct it.</source>
        <translation>第 {number} 手已作廢：要更正，請先復原作廢。</translation>
    </message>
    <message>
        <source>Void hand {number}</source>
        <translation>作廢第 {number} 手</translation>
    </message>
    <message>
        <source>Void hand {number}? It stays in the ledger, struck through, and its money leaves the totals.</source>
        <translation>作廢第 {number} 手？它會留在帳目中並加上刪除線，金額不再計入總計。</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>作廢這手</translation>
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
        <translation>⚠ 此帳目與記分簿驗證不符：{problem}</translation>
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
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>系統（{language}）</translation>
    </message>
    <message>
        <source>A new language is used from the next start</source>
        <translation>新的語言在下次啟動時生效</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Record  Ctrl+↵</source>
        <translation>記錄  Ctrl+↵</translation>
    </message>
    <message>
        <source>Undo typing</source>
        <translation>復原輸入</translation>
    </message>
    <message>
        <source>Redo typing</source>
        <translation>重做輸入</translation>
    </message>
    <message>
        <source>More: every menu</source>
        <translation>更多：所有選單</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>帳目</translation>
    </message>
    <message>
        <source>The ledger of recorded hands appears here.</source>
        <translation>已記錄各手的帳目會顯示在這裡。</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>Balances and transfers appear here.</source>
        <translation>餘額和轉帳會顯示在這裡。</translation>
    </message>
    <message>
        <source>Open a book</source>
        <translation>開啟記分簿</translation>
    </message>
    <message>
        <source>Scorekeeper books (*.sqlite *.db);;All files (*)</source>
        <translation>記分簿 (*.sqlite *.db);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Open a server book</source>
        <translation>開啟伺服器記分簿</translation>
    </message>
    <message>
        <source>The book&apos;s address, for example postgresql://table3@db.cardroom.lan/cardroom</source>
        <translation>記分簿的位址，例如 postgresql://table3@db.cardroom.lan/cardroom</translation>
    </message>
    <message>
        <source>Open or start a session first</source>
        <translation>請先開啟或開始一場牌局</translation>
    </message>
    <message>
        <source>Cannot open the book</source>
        <translation>無法開啟記分簿</translation>
    </message>
    <message>
        <source>A server book&apos;s address starts with postgresql://</source>
        <translation>伺服器記分簿的位址以 postgresql:// 開頭</translation>
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
        <translation>記分簿：{path}</translation>
    </message>
    <message>
        <source>Saved: {what} at {time} · {book}</source>
        <translation>已儲存：{what}（{time}）· {book}</translation>
    </message>
    <message>
        <source>Updated: changed by another writer</source>
        <translation>已更新：由另一程式變更</translation>
    </message>
    <message>
        <source>Undo {what} (Ctrl+Z)</source>
        <translation>復原：{what} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>復原 (Ctrl+Z)</translation>
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
        <translation>復原：{what}</translation>
    </message>
    <message>
        <source>Redo: {what}</source>
        <translation>重做：{what}</translation>
    </message>
    <message>
        <source>system</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Theme: {theme}</source>
        <translation>主題：{theme}(&amp;T)</translation>
    </message>
    <message>
        <source>The app already runs in {language}</source>
        <translation>程式已經在使用 {language}</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>{language} is used from the next start of the app.</source>
        <translation>下次啟動程式時會使用 {language}。</translation>
    </message>
    <message>
        <source>Restart the app now in {language}? The hand being typed is kept.</source>
        <translation>現在以{language}重新啟動程式嗎？正在輸入的牌會保留。</translation>
    </message>
    <message>
        <source>About</source>
        <translation>關於</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Scores Chinese poker at the table.&lt;br&gt;Book: {book}</source>
        <translation>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;在牌桌上替十三張記分。&lt;br&gt;記分簿：{book}</translation>
    </message>
</context>
<context>
    <name>ManagerPrompt</name>
    <message>
        <source>Voiding a hand</source>
        <translation>作廢一手牌</translation>
    </message>
    <message>
        <source>Correcting a hand</source>
        <translation>更正一手牌</translation>
    </message>
    <message>
        <source>Reopening a settled session</source>
        <translation>重新開啟已結算的牌局</translation>
    </message>
    <message>
        <source>Changing a stake</source>
        <translation>更改注碼</translation>
    </message>
    <message>
        <source>Changing the rules</source>
        <translation>更改規則</translation>
    </message>
    <message>
        <source>Changing the house collection</source>
        <translation>更改場方抽水</translation>
    </message>
    <message>
        <source>This undo</source>
        <translation>這次復原</translation>
    </message>
    <message>
        <source>This redo</source>
        <translation>這次重做</translation>
    </message>
    <message>
        <source>Changing or clearing the manager passphrase</source>
        <translation>更改或清除經理通行密語</translation>
    </message>
    <message>
        <source>This change</source>
        <translation>這項變更</translation>
    </message>
    <message>
        <source>Manager sign-off</source>
        <translation>經理簽核</translation>
    </message>
    <message>
        <source>{what} needs the manager&apos;s passphrase.</source>
        <translation>{what}需要經理的通行密語。</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>通行密語</translation>
    </message>
    <message>
        <source>{problem}: type it again.</source>
        <translation>{problem}：請再輸入一次。</translation>
    </message>
</context>
<context>
    <name>MatchLabel</name>
    <message>
        <source>Match {number}: hand {hand} of {size}</source>
        <translation>第 {number} 場：第 {hand} 手，共 {size} 手</translation>
    </message>
    <message>
        <source>match {number}: {winner} won</source>
        <translation>第 {number} 場：{winner} 勝</translation>
    </message>
    <message>
        <source>match {number}: a tie at the top</source>
        <translation>第 {number} 場：並列第一</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
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
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>賽事(&amp;E)</translation>
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
        <translation>A 到 2 十三種點數，全部同一花色</translation>
    </message>
    <message>
        <source>all thirteen ranks A to 2, any suits</source>
        <translation>A 到 2 十三種點數各一張，花色不限</translation>
    </message>
    <message>
        <source>all 13 cards J, Q, K or A</source>
        <translation>13 張全是 J、Q、K 或 A</translation>
    </message>
    <message>
        <source>all three rows straight flushes</source>
        <translation>三墩都是同花順</translation>
    </message>
    <message>
        <source>three four-of-a-kinds plus one card</source>
        <translation>三副鐵支加一張</translation>
    </message>
    <message>
        <source>all 13 cards 8 or higher, or all 8 or lower</source>
        <translation>13 張全是 8 以上，或全是 8 以下</translation>
    </message>
    <message>
        <source>all 13 black, or all 13 red</source>
        <translation>13 張全黑，或 13 張全紅</translation>
    </message>
    <message>
        <source>four three-of-a-kinds plus one card (a quad counts as a triple plus a card)</source>
        <translation>四副三條加一張（鐵支算三條加一張）</translation>
    </message>
    <message>
        <source>five pairs and one three of a kind, no quad</source>
        <translation>五對加一個三條，沒有鐵支</translation>
    </message>
    <message>
        <source>six pairs plus one card (a quad counts as two pairs, a triple as a pair plus a card)</source>
        <translation>六對加一張（鐵支算兩對，三條算一對加一張）</translation>
    </message>
    <message>
        <source>all three rows straights (the front a 3-card run)</source>
        <translation>三墩都是順子（頭墩是三張連號）</translation>
    </message>
    <message>
        <source>all three rows flushes (8 cards of a suit count as two flushes)</source>
        <translation>三墩都是同花（同一花色 8 張算兩個同花）</translation>
    </message>
    <message>
        <source>no J, Q or K (an ace is not a picture)</source>
        <translation>沒有 J、Q、K（A 不算人頭牌）</translation>
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
        <translation>玩家與注碼</translation>
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
        <translation>以後用來找這場牌局的名稱</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>選填</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>地點(&amp;P)</translation>
    </message>
    <message>
        <source>Players in seating order (clockwise) and the first dealer</source>
        <translation>依座位順序（順時針）排列的玩家與第一位莊家</translation>
    </message>
    <message>
        <source>pick a player or type a new name</source>
        <translation>選一位玩家或輸入新名字</translation>
    </message>
    <message>
        <source>empty seat</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>Players already in the book are listed; type a name to add a new player</source>
        <translation>已在記分簿中的玩家會列出來；輸入名字即可加入新玩家</translation>
    </message>
    <message>
        <source>Deals the first hand (the button then moves one seat clockwise each hand)</source>
        <translation>發第一手牌（之後每手莊家順時針移一個座位）</translation>
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
        <translation>首位莊家(&amp;D)</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>A currency code (EUR, USD...) or leave blank for points</source>
        <translation>貨幣代碼（TWD、USD…），或留空只算分</translation>
    </message>
    <message>
        <source>Money per unit between any two players, unless the pair agreed their own stake</source>
        <translation>任兩位玩家之間每分的金額，除非這兩人另有約定</translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation>貨幣(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Unit value</source>
        <translation>每分金額(&amp;U)</translation>
    </message>
    <message>
        <source>Per-pair stakes (blank: the unit value)</source>
        <translation>個別約定的注碼（留空：用每分金額）</translation>
    </message>
    <message>
        <source>Type an amount in a pair&apos;s cell to give that pair its own money per unit.</source>
        <translation>在兩人交叉的格子輸入金額，就是這兩人自己的每分金額。</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>規則(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>開始牌局</translation>
    </message>
    <message>
        <source>A session with this name is in the book already</source>
        <translation>帳本中已有同名牌局</translation>
    </message>
    <message>
        <source>This table has {count} seats: take {names} off it, or tick an extra suit (加一色) on the Rules tab to seat more</source>
        <translation>這桌只有 {count} 個座位：請讓 {names} 離座，或在「規則」分頁勾選加一色，以坐下更多玩家</translation>
    </message>
    <message>
        <source>seat at least 2 players</source>
        <translation>至少要有 2 位玩家</translation>
    </message>
    <message>
        <source>a player is seated twice</source>
        <translation>有玩家坐了兩個座位</translation>
    </message>
    <message>
        <source>unit value: {problem}</source>
        <translation>每分金額：{problem}</translation>
    </message>
    <message>
        <source>unit value: must be more than 0</source>
        <translation>每分金額：必須大於 0</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Net</source>
        <translation>淨額</translation>
    </message>
    <message>
        <source>from {name}</source>
        <translation>對 {name}</translation>
    </message>
    <message>
        <source>Each row: what that player won (+) or lost (−) against each other player</source>
        <translation>每一列：該玩家對其他每位玩家贏 (+) 或輸 (−) 的金額</translation>
    </message>
    <message>
        <source>{owner} balance: {amount}</source>
        <translation>{owner}餘額：{amount}</translation>
    </message>
    <message>
        <source>{name} won from {other}: {amount}</source>
        <translation>{name} 贏 {other}：{amount}</translation>
    </message>
    <message>
        <source>{name} lost to {other}: {amount}</source>
        <translation>{name} 輸給 {other}：{amount}</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>對戰</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>平手</translation>
    </message>
    <message>
        <source>even</source>
        <translation>不輸不贏</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {units} units ({amount})</source>
        <translation>{payer} 付給 {payee} {units} 分（{amount}）</translation>
    </message>
</context>
<context>
    <name>PhoneSeats</name>
    <message>
        <source>Submitted on the player&apos;s phone</source>
        <translation>已由玩家在手機上提交</translation>
    </message>
    <message>
        <source>Setting on the phone…</source>
        <translation>正在手機上擺牌…</translation>
    </message>
    <message>
        <source>Waiting for the phone</source>
        <translation>等待手機</translation>
    </message>
    <message>
        <source>{name}&apos;s set from the phone</source>
        <translation>{name} 手機上的擺牌</translation>
    </message>
    <message>
        <source>Entered by {name} on their phone</source>
        <translation>由 {name} 在自己的手機上輸入</translation>
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
        <translation>你輸入了「{typed}」。你是指 {question}</translation>
    </message>
    <message>
        <source>A known player?</source>
        <translation>已知的玩家？</translation>
    </message>
    <message>
        <source>Yes: the session seats {name}. No: “{typed}” is a new player.</source>
        <translation>是：牌局由 {name} 入座。否：「{typed}」是新玩家。</translation>
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
        <translation>牌局數</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手數</translation>
    </message>
    <message>
        <source>Net money</source>
        <translation>淨金額</translation>
    </message>
    <message>
        <source>Net units</source>
        <translation>淨分數</translation>
    </message>
    <message>
        <source>Money per hand</source>
        <translation>每手金額</translation>
    </message>
    <message>
        <source>Money per 100 hands</source>
        <translation>每百手金額</translation>
    </message>
    <message>
        <source>Units per hand</source>
        <translation>每手分數</translation>
    </message>
    <message>
        <source>Units per 100 hands</source>
        <translation>每百手分數</translation>
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
        <translation>項目</translation>
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
        <translation>這段日期內沒有人與這位玩家對局。</translation>
    </message>
    <message>
        <source>Head to head chart</source>
        <translation>對戰圖</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>墩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>贏</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>輸</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Scoops made</source>
        <translation>打槍</translation>
    </message>
    <message>
        <source>Scoops suffered</source>
        <translation>被打槍</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>相公</translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation>投降次數</translation>
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
        <translation>對手</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>季度</translation>
    </message>
    <message>
        <source>From</source>
        <translation>從</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>In every currency</source>
        <translation>所有貨幣</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次數</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>第幾晚</translation>
    </message>
    <message>
        <source>Head to head (what this player received, net)</source>
        <translation>對戰（這位玩家的淨收）</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Left out: {problem}</source>
        <translation>未計入：{problem}</translation>
    </message>
    <message>
        <source>Nobody has played yet</source>
        <translation>還沒有人打過牌</translation>
    </message>
    <message>
        <source>{player} (also {aliases})</source>
        <translation>{player}（也叫 {aliases}）</translation>
    </message>
    <message>
        <source>Not undone: the player register changed since ({what})</source>
        <translation>未復原：玩家名冊之後已改變（{what}）</translation>
    </message>
    <message>
        <source>merge {other} into {player}</source>
        <translation>把 {other} 合併到 {player}</translation>
    </message>
    <message>
        <source>unmerge {other} from {player}</source>
        <translation>把 {other} 從 {player} 拆開</translation>
    </message>
    <message>
        <source>Select a player first</source>
        <translation>請先選一位玩家</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>合併玩家</translation>
    </message>
    <message>
        <source>Which player is also {player}? Their names become {player}&apos;s.</source>
        <translation>哪位玩家也是 {player}？他的名字將歸 {player}。</translation>
    </message>
    <message>
        <source>Select a player with other names first</source>
        <translation>請先選一位有其他名字的玩家</translation>
    </message>
    <message>
        <source>Unmerge a name</source>
        <translation>拆開名字</translation>
    </message>
    <message>
        <source>Which of {player}&apos;s names is someone else?</source>
        <translation>{player} 的哪個名字是另一個人？</translation>
    </message>
    <message>
        <source>There is nobody else in the register</source>
        <translation>名冊裡沒有其他人</translation>
    </message>
    <message numerus="yes">
        <source>{name} (played %n session(s))?</source>
        <translation>
            <numerusform>{name}（打過 %n 場牌局）？</numerusform>
        </translation>
    </message>
    <message>
        <source>Given away against the setting advisor: no hand could be reviewed</source>
        <translation>比建議器少拿：沒有可檢討的手</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: {units} units over {hands} hands ({per} a hand)</source>
        <translation>比建議器少拿：{hands} 手共 {units} 單位（每手 {per}）</translation>
    </message>
    <message>
        <source>; {count} seats the advisor cannot review</source>
        <translation>；建議器無法檢討的座位 {count} 個</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: not reviewed yet (Session &gt; Review with the advisor)</source>
        <translation>比建議器少拿：尚未檢討（牌局 &gt; 用建議器檢討）</translation>
    </message>
    <message>
        <source>Reviewing {player}&apos;s settings with the advisor…</source>
        <translation>正在用建議器檢討 {player} 的擺法…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: the review was stopped</source>
        <translation>比建議器少拿：檢討已停止</translation>
    </message>
    <message>
        <source>Summing the book&apos;s nights on this computer for the first time…</source>
        <translation>首次在這台電腦上統計本帳簿的各晚牌局…</translation>
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
        <translation>確定</translation>
    </message>
    <message>
        <source>e.g. wrong card in Bob&apos;s back row</source>
        <translation>例如：Bob 的尾墩打錯一張牌</translation>
    </message>
    <message>
        <source>The reason is kept in the hand&apos;s history and the audit trail.</source>
        <translation>原因會記在這手的歷史和稽核紀錄中。</translation>
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
        <translation>這些是第 {number} 手的牌，已經記錄過了。

仍要把它記成新的一手嗎？選「否」會保留已輸入的牌。</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>F</source>
        <translation>頭</translation>
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
        <translation>不輸不贏</translation>
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
        <translation>{payer} 付給 {payee} {amount} · {money}</translation>
    </message>
    <message>
        <source>{count} of 13 cards</source>
        <translation>{count}／13 張牌</translation>
    </message>
    <message>
        <source>13 cards ✓</source>
        <translation>13 張牌 ✓</translation>
    </message>
    <message>
        <source>+{count} points · {total} in the game</source>
        <translation>+{count} 分 · 累計 {total} 分</translation>
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
        <translation>每個座位都有 13 張牌後就會顯示結果</translation>
    </message>
    <message>
        <source>{a} v {b}</source>
        <translation>{a} 對 {b}</translation>
    </message>
    <message>
        <source>Hand {number}: the result</source>
        <translation>第 {number} 手：結果</translation>
    </message>
    <message>
        <source>Ctrl+Enter records hand {number}</source>
        <translation>Ctrl+Enter 記錄第 {number} 手</translation>
    </message>
    <message>
        <source>{a} {hand_a} v {b} {hand_b}</source>
        <translation>{a} {hand_a} 對 {b} {hand_b}</translation>
    </message>
    <message>
        <source>Rows from {owner} side: ✓ won, ✗ lost, = tied</source>
        <translation>從{owner}角度看每墩：✓ 贏、✗ 輸、= 平</translation>
    </message>
</context>
<context>
    <name>RuleDescriptions</name>
    <message>
        <source>2-4: 1 per row plus 1 overall for two rows; 1-6: 1 per row plus 3 for a scoop; per-row: 1 per row.</source>
        <translation>2-4：每墩 1 分，贏兩墩再加 1 分；1-6：每墩 1 分，打槍再加 3 分；per-row：每墩 1 分。</translation>
    </message>
    <message>
        <source>Units a row earns for a strong hand (exact category; a front entry may name a rank).</source>
        <translation>某一墩拿到強牌可得的分數（牌型須完全相符；頭墩可指定點數）。</translation>
    </message>
    <message>
        <source>winner-only: paid by an opponent whose row it beats; always: collected from everyone, the difference moves; cancel: not paid when both hold one in that row.</source>
        <translation>winner-only：只由這一墩被比下去的對手支付；always：向每個人收取，只付差額；cancel：兩人在同一墩都有加分時互相抵消。</translation>
    </message>
    <message>
        <source>A player claims only their largest royalty.</source>
        <translation>每位玩家只能拿最大的一個加分。</translation>
    </message>
    <message>
        <source>Naturals switched on, with their units; a natural wins at once and is not set.</source>
        <translation>啟用的特殊牌型及其分數；特殊牌型直接得分，不用擺牌。</translation>
    </message>
    <message>
        <source>Units a surrendering player pays each opponent who plays; null: surrender not allowed.</source>
        <translation>投降的玩家付給每位比牌對手的分數；null：不允許投降。</translation>
    </message>
    <message>
        <source>A mis-set hand pays as if scooped (scoop), a fixed number of units, or plays its rows (play).</source>
        <translation>擺錯（相公）的牌照被打槍賠（scoop）、賠固定分數，或照常比牌（play）。</translation>
    </message>
    <message>
        <source>A fouled player also pays the opponent&apos;s royalties.</source>
        <translation>相公的玩家還要付對手的加分。</translation>
    </message>
    <message>
        <source>Everything between two players is multiplied when one wins all three rows (打槍).</source>
        <translation>一方三墩全贏時（打槍），兩人之間的全部輸贏加倍計算。</translation>
    </message>
    <message>
        <source>A player who scoops every opponent at a table of 3+ has each payment multiplied again (全壘打).</source>
        <translation>三人以上的牌桌上打槍所有對手（全壘打）的玩家，每筆收入再加倍。</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the lowest straight, or second-highest (just below 10-J-Q-K-A).</source>
        <translation>A-2-3-4-5 是最小的順子，或第二大（僅次於 10-J-Q-K-A）。</translation>
    </message>
    <message>
        <source>lowball: the middle plays deuce-to-seven low; then only back &gt;= front is required.</source>
        <translation>lowball：中墩比 2-7 低牌；這時只要求尾墩 &gt;= 頭墩。</translation>
    </message>
    <message>
        <source>Q-K-A counts as a front run for the three-straights natural.</source>
        <translation>算三順子時，Q-K-A 可當頭墩的順子。</translation>
    </message>
    <message>
        <source>classic: every pair head to head; criss-cross: heads-up, each player sets two hands, each plays both of the opponent&apos;s; race: 1 point per best row at the table, first to the race target wins.</source>
        <translation>classic：每兩位玩家逐一對比；criss-cross：兩人對戰，每人擺兩手牌，每手牌與對手的兩手牌各比一次；race：每墩全桌最大者得 1 分，先到目標分者勝。</translation>
    </message>
    <message>
        <source>At most this many players sit at a hand (Pineapple: 3).</source>
        <translation>每手牌最多入座的玩家人數（大菠蘿：3）。</translation>
    </message>
    <message>
        <source>Queens or better in the front without fouling: the next hand is played in Fantasy Land; stay with front trips, a full house or better in the middle, or quads or better in the back.</source>
        <translation>頭墩一對 Q 或更大且沒有相公：下一手進入範特西；頭墩三條、中墩葫蘆或更大、或尾墩鐵支或更大則留在範特西。</translation>
    </message>
    <message>
        <source>Cards dealt at once in Fantasy Land (OFC 13, Pineapple 14).</source>
        <translation>範特西一次發的牌數（OFC 13，大菠蘿 14）。</translation>
    </message>
    <message>
        <source>Progressive Fantasy Land: QQ deals 14 cards, KK 15, AA 16, front trips 17.</source>
        <translation>累進範特西：QQ 發 14 張，KK 15 張，AA 16 張，頭墩三條 17 張。</translation>
    </message>
    <message>
        <source>Race: the points that win a game.</source>
        <translation>搶分賽：贏得一局所需的分數。</translation>
    </message>
    <message>
        <source>Race: units each other player of a game pays its winner; null: no money moves.</source>
        <translation>搶分賽：該局其他每位玩家付給勝者的分數；null：不涉及金錢。</translation>
    </message>
    <message>
        <source>Suits break ties between rows of equal rank, strongest first (shcd: spades &gt; hearts &gt; clubs &gt; diamonds): the first card in ranking order whose suits differ decides, in scoring and in the setting rule.</source>
        <translation>同等大小的牌墩以花色決勝，由強到弱（shcd：黑桃 &gt; 紅心 &gt; 梅花 &gt; 方塊）：依排序第一張花色不同的牌決定，計分與擺牌規則皆然。</translation>
    </message>
    <message>
        <source>With a deuce-to-seven middle: it must be this low or better (highest card at most this rank, no pair, straight or flush), else the hand fouls.</source>
        <translation>中墩打 2-7 低牌時：必須至少這麼低（最大牌不超過此點數，無對子、順子或同花），否則相公。</translation>
    </message>
    <message>
        <source>What makes six pairs: a quad as two pairs and a triple as a pair plus a card; quads only (a triple breaks it); or plain pairs only.</source>
        <translation>六對半的算法：鐵支算兩對、三條算一對加一張；只算鐵支（三條破壞六對半）；或只算純對子。</translation>
    </message>
    <message>
        <source>as-set: three flushes, three straights and three straight flushes count only when the rows as entered make them; any-split: found from the 13 cards.</source>
        <translation>as-set：三同花、三順子與三同花順只在擺好的牌墩成立時才算；any-split：由 13 張牌找出。</translation>
    </message>
    <message>
        <source>Two declared naturals: the stronger collects its units (compare), or nothing moves (tie).</source>
        <translation>兩個報到的特殊牌型：較大者收取其分數（compare），或互不計分（tie）。</translation>
    </message>
    <message>
        <source>马牌: every pair whose players hold this card is multiplied by the horse multiplier once per holder, natural, foul and surrender payments included.</source>
        <translation>馬牌：持有此牌的玩家，其每組對局按持有人數乘以馬牌倍數，特殊牌型、相公與投降的支付亦然。</translation>
    </message>
    <message>
        <source>What the horse card multiplies a pair by (&gt;= 1).</source>
        <translation>馬牌使對局乘以的倍數（&gt;= 1）。</translation>
    </message>
    <message>
        <source>坐庄: everyone plays only the banker (the hand&apos;s dealer), each at their own multiple 1-5; only the banker can make a home run.</source>
        <translation>坐莊：每人只與莊家（該手的發牌者）比牌，各以自己的倍數 1-5；只有莊家能全壘打。</translation>
    </message>
    <message>
        <source>加一色 / 多一色: one more copy of every card of each listed suit (s: 65 cards, 5 players; s and h: 78 cards, 6 players); five of a kind ranks above a straight flush.</source>
        <translation>加一色 / 多一色：所列每種花色的每張牌多一張（s：65 張、5 人；s 與 h：78 張、6 人）；五條大於同花順。</translation>
    </message>
    <message>
        <source>Sessions: a match ends after this many hands, with its own totals and winner.</source>
        <translation>牌局：一場比賽在這麼多手後結束，各有總分與勝者。</translation>
    </message>
    <message>
        <source>A player collects at most this many royalty units in a hand from each opponent.</source>
        <translation>每手牌中，玩家向每位對手最多收取這麼多加分。</translation>
    </message>
    <message>
        <source>A pair&apos;s payment in a hand where one scoops the other is at most this many units.</source>
        <translation>一方打槍另一方時，該組對局的支付最多這麼多分。</translation>
    </message>
    <message>
        <source>A pair&apos;s payment in a hand where the payer is part of a home run is at most this.</source>
        <translation>付款方屬於一次全壘打時，該組對局的支付最多這麼多。</translation>
    </message>
    <message>
        <source>Fantasy Land: the weakest unfouled front that enters (QQ, KK, AA or trips).</source>
        <translation>夢幻樂園：可進入的最小未相公頭墩（QQ、KK、AA 或三條）。</translation>
    </message>
    <message>
        <source>Fantasy Land: with a deuce-to-seven middle, a 7-5-4-3-2 middle enters too.</source>
        <translation>夢幻樂園：中墩打 2-7 低牌時，7-5-4-3-2 的中墩也可進入。</translation>
    </message>
    <message>
        <source>stays: after a hand in which anyone played Fantasy Land the dealer does not move, and a match does not count that hand.</source>
        <translation>stays：有人在夢幻樂園打過的那一手之後，發牌者不移動，且比賽不計入該手。</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Classic 2-4</source>
        <translation>經典 2-4</translation>
    </message>
    <message>
        <source>Classic 1-6</source>
        <translation>經典 1-6</translation>
    </message>
    <message>
        <source>Thirteen Water (十三水)</source>
        <translation>十三水</translation>
    </message>
    <message>
        <source>Open-face (OFC)</source>
        <translation>明牌大菠蘿 (OFC)</translation>
    </message>
    <message>
        <source>Pineapple (OFC, 3 players)</source>
        <translation>大菠蘿 (OFC，3 人)</translation>
    </message>
    <message>
        <source>Criss Cross (heads-up, two hands)</source>
        <translation>交叉對戰（兩人，各兩手）</translation>
    </message>
    <message>
        <source>Race to 11</source>
        <translation>搶 11 分</translation>
    </message>
    <message>
        <source>十三水 room (suits, horse card 5♥)</source>
        <translation>十三張牌室（花色、馬牌 5♥）</translation>
    </message>
    <message>
        <source>2-7 Pineapple (low middle)</source>
        <translation>2-7 鳳梨（中墩低牌）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>2-4 (row + overall)</source>
        <translation>2-4（每墩 + 總分）</translation>
    </message>
    <message>
        <source>1-6 (row + scoop bonus)</source>
        <translation>1-6（每墩 + 打槍獎勵）</translation>
    </message>
    <message>
        <source>Per row</source>
        <translation>每墩計分</translation>
    </message>
    <message>
        <source>Winner only</source>
        <translation>只有贏家</translation>
    </message>
    <message>
        <source>Always (difference)</source>
        <translation>一律（算差額）</translation>
    </message>
    <message>
        <source>Cancel when both hold</source>
        <translation>雙方都有時抵消</translation>
    </message>
    <message>
        <source>Lowest straight</source>
        <translation>最小的順子</translation>
    </message>
    <message>
        <source>Second-highest straight</source>
        <translation>第二大的順子</translation>
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
        <translation>經典（每兩位玩家對比）</translation>
    </message>
    <message>
        <source>Criss Cross (heads-up, two hands each)</source>
        <translation>交叉對戰（兩人，每人兩手）</translation>
    </message>
    <message>
        <source>Race (points for the best rows)</source>
        <translation>搶分賽（最大的墩得分）</translation>
    </message>
    <message>
        <source>Pays as if scooped</source>
        <translation>照被打槍賠</translation>
    </message>
    <message>
        <source>Rows play as set</source>
        <translation>照擺的牌比</translation>
    </message>
    <message>
        <source>Pays a fixed amount</source>
        <translation>賠固定分數</translation>
    </message>
    <message>
        <source>custom rules ({scoring})</source>
        <translation>自訂規則（{scoring}）</translation>
    </message>
    <message>
        <source>Surrender of {units} units is outside the sensible range: it should cost between losing two rows ({low}) and being scooped ({high} under {scoring}).</source>
        <translation>投降 {units} 分不合理：應該介於輸兩墩（{low}）和被打槍（{scoring} 下為 {high}）之間。</translation>
    </message>
    <message>
        <source>Start from a named rule set; any change below makes the rules custom</source>
        <translation>從一套有名稱的規則開始；下面任何修改都會變成自訂規則</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>預設規則：</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>計分</translation>
    </message>
    <message>
        <source>Scoring method</source>
        <translation>計分方式</translation>
    </message>
    <message>
        <source>allowed, costs</source>
        <translation>允許，付</translation>
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
        <translation>相公</translation>
    </message>
    <message>
        <source>also pays the opponent&apos;s royalties</source>
        <translation>也要付對手的加分</translation>
    </message>
    <message>
        <source>Scoop multiplier (打槍)</source>
        <translation>打槍倍數</translation>
    </message>
    <message>
        <source>Home-run multiplier (全壘打)</source>
        <translation>全壘打倍數</translation>
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
        <translation>Q-K-A 算頭墩順子</translation>
    </message>
    <message>
        <source>Naturals (win at once, not set)</source>
        <translation>特殊牌型（直接得分，不用擺牌）</translation>
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
        <translation>點數</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Add royalty</source>
        <translation>新增加分</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>移除選取</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Players at most</source>
        <translation>最多玩家數</translation>
    </message>
    <message>
        <source>on, deals</source>
        <translation>開啟，發</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>張牌</translation>
    </message>
    <message>
        <source>Fantasy Land</source>
        <translation>範特西</translation>
    </message>
    <message>
        <source>progressive (QQ 14, KK 15, AA 16, trips 17)</source>
        <translation>累進（QQ 14，KK 15，AA 16，三條 17）</translation>
    </message>
    <message>
        <source>Race to</source>
        <translation>搶分目標</translation>
    </message>
    <message>
        <source>the others pay the winner</source>
        <translation>其他人付給勝者</translation>
    </message>
    <message>
        <source>Race game stake</source>
        <translation>搶分賽每局賭注</translation>
    </message>
    <message>
        <source>Which row earns it</source>
        <translation>哪一墩可得</translation>
    </message>
    <message>
        <source>The exact hand the row must hold</source>
        <translation>這一墩必須是的牌型</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Fronts only: the pair or trips rank this entry is for (any: every rank)</source>
        <translation>只限頭墩：這一項適用的對子或三條點數（不限：所有點數）</translation>
    </message>
    <message>
        <source>Units the royalty earns</source>
        <translation>這個加分的分數</translation>
    </message>
    <message>
        <source>quads and triples count</source>
        <translation>鐵支與三條都算</translation>
    </message>
    <message>
        <source>quads count, a triple breaks it</source>
        <translation>鐵支算，三條不算</translation>
    </message>
    <message>
        <source>plain pairs only</source>
        <translation>只算純對子</translation>
    </message>
    <message>
        <source>from the 13 cards</source>
        <translation>由 13 張牌找出</translation>
    </message>
    <message>
        <source>only as the rows are set</source>
        <translation>只看擺好的牌墩</translation>
    </message>
    <message>
        <source>the stronger collects</source>
        <translation>較大者收分</translation>
    </message>
    <message>
        <source>two naturals tie</source>
        <translation>兩個特殊牌型打平</translation>
    </message>
    <message>
        <source>moves every hand</source>
        <translation>每手移動</translation>
    </message>
    <message>
        <source>stays after a Fantasy Land hand</source>
        <translation>夢幻樂園那手之後不動</translation>
    </message>
    <message>
        <source>off (suits never decide)</source>
        <translation>關（花色不決勝）</translation>
    </message>
    <message>
        <source>More rules (suits, room rules, caps)</source>
        <translation>更多規則（花色、牌室規則、上限）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Suits break ties</source>
        <translation>花色決勝</translation>
    </message>
    <message>
        <source>2-7 middle must be at least</source>
        <translation>2-7 中墩至少要</translation>
    </message>
    <message>
        <source>Six pairs</source>
        <translation>六對半</translation>
    </message>
    <message>
        <source>Three flushes / straights</source>
        <translation>三同花 / 三順子</translation>
    </message>
    <message>
        <source>Natural against natural</source>
        <translation>特殊牌型對特殊牌型</translation>
    </message>
    <message>
        <source>Horse card (马牌), multiplier</source>
        <translation>馬牌、倍數</translation>
    </message>
    <message>
        <source>the dealer banks; each player&apos;s multiple 1-5</source>
        <translation>發牌者坐莊；每位玩家倍數 1-5</translation>
    </message>
    <message>
        <source>Banker (坐庄)</source>
        <translation>坐莊</translation>
    </message>
    <message>
        <source>Extra suits (加一色)</source>
        <translation>加一色</translation>
    </message>
    <message>
        <source>Hands in a match</source>
        <translation>每場手數</translation>
    </message>
    <message>
        <source>Caps: royalties, scoop, home run</source>
        <translation>上限：加分、打槍、全壘打</translation>
    </message>
    <message>
        <source>trips</source>
        <translation>三條</translation>
    </message>
    <message>
        <source>Fantasy Land from</source>
        <translation>夢幻樂園門檻</translation>
    </message>
    <message>
        <source>a 7-5-4-3-2 low middle enters too</source>
        <translation>7-5-4-3-2 低牌中墩也可進入</translation>
    </message>
    <message>
        <source>Dealer button</source>
        <translation>莊家按鈕</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Type cards (6s 10h K♦), click them in the picker, or drag them here. Right-click clears.</source>
        <translation>輸入牌（6s 10h K♦）、在選牌區按一下，或拖到這裡。按右鍵清空。</translation>
    </message>
    <message>
        <source>paste: {problem}</source>
        <translation>貼上：{problem}</translation>
    </message>
    <message>
        <source>Seat actions</source>
        <translation>座位動作</translation>
    </message>
    <message>
        <source>13 cards, back first: As Ks Qs Js Ts …</source>
        <translation>13 張牌，尾墩在前：As Ks Qs Js Ts …</translation>
    </message>
    <message>
        <source>Type all 13 cards; Enter sets them as entered (back 5, middle 5, front 3); Esc cancels</source>
        <translation>輸入全部 13 張牌；按 Enter 依輸入順序擺放（尾墩 5、中墩 5、頭墩 3）；按 Esc 取消</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>報牌</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>照常比牌</translation>
    </message>
    <message>
        <source>Collect the natural now; the rows are not compared (Ctrl+Shift+D toggles)</source>
        <translation>現在就收特殊牌型的分；不比各墩（Ctrl+Shift+D 切換）</translation>
    </message>
    <message>
        <source>Do not declare: play the rows as set (Ctrl+Shift+D toggles)</source>
        <translation>不報：照擺好的牌比（Ctrl+Shift+D 切換）</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Set the rows as suggested (Ctrl+Z undoes it)</source>
        <translation>按建議擺好各墩（Ctrl+Z 可復原）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>This player folds and pays the surrender units (Ctrl+Shift+S)</source>
        <translation>這位玩家投降並付投降分數（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <source>seat {number} · dealer</source>
        <translation>座位 {number} · 莊家</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>座位 {number}</translation>
    </message>
    <message>
        <source>⚠ FOUL: {problem} (rows still play under these rules)</source>
        <translation>⚠ 相公：{problem}（這些規則下仍照常比牌）</translation>
    </message>
    <message>
        <source>⚠ FOUL: {problem}</source>
        <translation>⚠ 相公：{problem}</translation>
    </message>
    <message>
        <source>✦ Natural: {natural}</source>
        <translation>✦ 特殊牌型：{natural}</translation>
    </message>
    <message>
        <source>{cards}  — Enter sets them as shown</source>
        <translation>{cards}  — 按 Enter 照這樣擺</translation>
    </message>
    <message>
        <source>{count} cards: one seat holds 13, remove {extra}</source>
        <translation>{count} 張牌：一個座位只有 13 張，請移除 {extra} 張</translation>
    </message>
    <message>
        <source>{count} of 13 cards (back first, then middle, then front)</source>
        <translation>{count}／13 張牌（先尾墩，再中墩，最後頭墩）</translation>
    </message>
    <message>
        <source>Enter needs exactly 13 cards; now {count}</source>
        <translation>Enter 需要剛好 13 張牌；現在 {count} 張</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Players enter their own hands</source>
        <translation>玩家自己輸入手牌</translation>
    </message>
    <message>
        <source>Each player scans their own seat&apos;s code and sets their hand on their phone; the Hand page shows what they submit, and nothing reaches the book until you record it (Ctrl+Enter).</source>
        <translation>每位玩家掃描自己座位的 QR 碼，在手機上擺好手牌；手牌頁面會顯示提交的內容，在您記錄（Ctrl+Enter）之前，不會寫入帳本。</translation>
    </message>
    <message>
        <source>Watch the table</source>
        <translation>觀看牌桌</translation>
    </message>
    <message>
        <source>Link revoked</source>
        <translation>連結已撤銷</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>撤銷</translation>
    </message>
    <message>
        <source>New link</source>
        <translation>新連結</translation>
    </message>
</context>
<context>
    <name>SessionAdmin</name>
    <message>
        <source>Another session is called “{name}” too</source>
        <translation>另一場牌局也叫「{name}」</translation>
    </message>
    <message>
        <source>A session with hands cannot be deleted: archive it instead</source>
        <translation>已有牌的牌局不能刪除：請改為封存</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>重新命名牌局</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名稱：</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>刪除牌局</translation>
    </message>
    <message>
        <source>Delete the empty session “{name}” from the book?</source>
        <translation>從帳本刪除空的牌局「{name}」？</translation>
    </message>
</context>
<context>
    <name>SessionChanges</name>
    <message>
        <source>Open or start a session first</source>
        <translation>請先開啟或開始一場牌局</translation>
    </message>
    <message>
        <source>This session is settled: reopen it to change it</source>
        <translation>此牌局已結算：請重新開啟才能更改</translation>
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
        <translation>替換 {name}</translation>
    </message>
    <message>
        <source>Who sits in {name}&apos;s seat (a returning player or a new name):</source>
        <translation>誰坐 {name} 的座位（回來的玩家或新名字）：</translation>
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
        <translation>個別注碼</translation>
    </message>
    <message>
        <source>{name} (out)</source>
        <translation>{name}（離座）</translation>
    </message>
    <message>
        <source>Dealer: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>莊家：&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Next: &lt;b&gt;hand {number}&lt;/b&gt;</source>
        <translation>下一手：&lt;b&gt;第 {number} 手&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) recorded</source>
        <translation>
            <numerusform>已記錄 %n 手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>on</source>
        <translation>開</translation>
    </message>
    <message>
        <source>record hand {number}</source>
        <translation>記錄第 {number} 手</translation>
    </message>
    <message>
        <source>correct hand {number}</source>
        <translation>更正第 {number} 手</translation>
    </message>
    <message>
        <source>void hand {number}</source>
        <translation>作廢第 {number} 手</translation>
    </message>
    <message>
        <source>stake {a}–{b} {amount}</source>
        <translation>注碼 {a}–{b} {amount}</translation>
    </message>
    <message>
        <source>table unit {amount}</source>
        <translation>全桌每分 {amount}</translation>
    </message>
    <message>
        <source>rules from hand {number}</source>
        <translation>從第 {number} 手起的規則</translation>
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
        <translation>從第 {number} 手起：{a}–{b} 每分 {amount}</translation>
    </message>
    <message>
        <source>from hand {number}: everyone {amount} a unit</source>
        <translation>從第 {number} 手起：全桌每分 {amount}</translation>
    </message>
    <message>
        <source>from hand {number}: rules {rules}</source>
        <translation>從第 {number} 手起：規則 {rules}</translation>
    </message>
    <message>
        <source>from hand {number}: seated {players}</source>
        <translation>從第 {number} 手起：入座 {players}</translation>
    </message>
</context>
<context>
    <name>SettleCash</name>
    <message>
        <source>Cash at the table</source>
        <translation>桌上現金</translation>
    </message>
    <message>
        <source>Money in {money_in} · money out {money_out} · still on the table {on_table} · house {house}</source>
        <translation>投入 {money_in} · 兌出 {money_out} · 仍在桌上 {on_table} · 場方 {house}</translation>
    </message>
    <message>
        <source>⚠ Not ready to settle: {problems}</source>
        <translation>⚠ 尚不能結算：{problems}</translation>
    </message>
    <message>
        <source>✓ Money in = money out + house: every stack is cashed out</source>
        <translation>✓ 投入 = 兌出 + 場方：每份籌碼都已兌現</translation>
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
        <translation>餘額</translation>
    </message>
    <message>
        <source>Rounded off</source>
        <translation>捨入差額</translation>
    </message>
    <message>
        <source>What rounding the payments to the smallest coin moved (sums to zero)</source>
        <translation>付款捨入至最小硬幣所移動的金額（合計為零）</translation>
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
        <translation>金額</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} 付給 {payee} {amount}</translation>
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
        <translation>{payer} 付給 {payee} {amount}</translation>
    </message>
    <message>
        <source>{head}: {payments}.</source>
        <translation>{head}：{payments}。</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>餘額</translation>
    </message>
    <message>
        <source>Plus: is owed money; minus: owes</source>
        <translation>正數：應收；負數：應付</translation>
    </message>
    <message>
        <source>By pair (each pair&apos;s own stakes)</source>
        <translation>依對戰（各組自己的注碼）</translation>
    </message>
    <message>
        <source>One payment per pair that played, not netted</source>
        <translation>每組對戰各付一筆，不互相抵銷</translation>
    </message>
    <message>
        <source>Fewest transfers</source>
        <translation>最少轉帳</translation>
    </message>
    <message>
        <source>The same balances in as few payments as possible</source>
        <translation>同樣的餘額，用最少的轉帳次數付清</translation>
    </message>
    <message>
        <source>Compare it with the other players&apos; copies: the same fingerprint means the same ledger</source>
        <translation>和其他玩家的副本比對：指紋相同就表示帳目相同</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>複製成文字</translation>
    </message>
    <message>
        <source>Copy the payments as one message for the group chat, with the fingerprint</source>
        <translation>將付款複製為一則群組聊天訊息，附上指紋</translation>
    </message>
    <message>
        <source>fewest payments</source>
        <translation>最少付款</translation>
    </message>
    <message>
        <source>by pair</source>
        <translation>逐對</translation>
    </message>
    <message>
        <source>Payments in the message</source>
        <translation>訊息中的付款</translation>
    </message>
    <message>
        <source>Mark settled…</source>
        <translation>標記為已結算…</translation>
    </message>
    <message>
        <source>Copy as text gives</source>
        <translation>複製成文字的內容</translation>
    </message>
    <message>
        <source>No session is open</source>
        <translation>沒有開啟的牌局</translation>
    </message>
    <message>
        <source>Ledger fingerprint: {fingerprint}</source>
        <translation>帳目指紋：{fingerprint}</translation>
    </message>
    <message>
        <source>✓ verified</source>
        <translation>✓ 已驗證</translation>
    </message>
    <message>
        <source>Every recorded action checks out against the book</source>
        <translation>每個已記錄的動作都和記分簿相符</translation>
    </message>
    <message>
        <source>⚠ does not verify</source>
        <translation>⚠ 驗證不符</translation>
    </message>
    <message>
        <source>Fingerprint {fingerprint}.</source>
        <translation>指紋 {fingerprint}。</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>重新開啟…</translation>
    </message>
    <message>
        <source>Allow corrections again (asks for a reason, kept in the audit trail)</source>
        <translation>重新允許更正（需要填寫原因，記入稽核紀錄）</translation>
    </message>
    <message>
        <source>Close the books on this session: it becomes read-only until reopened</source>
        <translation>這場牌局結帳：在重新開啟前只能查看</translation>
    </message>
    <message>
        <source>Not settled: {reason}</source>
        <translation>未結算：{reason}</translation>
    </message>
    <message>
        <source>⚠ The ledger does not verify: {problems}. The book was changed outside the scorekeeper; do not settle from it.</source>
        <translation>⚠ 帳目驗證不符：{problems}。記分簿在本程式以外被改過，請勿依此結算。</translation>
    </message>
    <message>
        <source>Settled. The session is read-only; reopen it to correct a hand.</source>
        <translation>已結算。這場牌局只能查看；要更正某一手請重新開啟。</translation>
    </message>
    <message>
        <source>Copied: {message}</source>
        <translation>已複製：{message}</translation>
    </message>
    <message>
        <source>Reopen session</source>
        <translation>重新開啟牌局</translation>
    </message>
    <message>
        <source>Reopen {session}? Hands can be corrected again. Why?</source>
        <translation>重新開啟「{session}」？之後又可以更正各手。原因是？</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新開啟</translation>
    </message>
    <message>
        <source>e.g. Cat paid the wrong amount</source>
        <translation>例如：Cat 付錯了金額</translation>
    </message>
    <message>
        <source>The reason is kept in the session&apos;s audit trail.</source>
        <translation>原因會記在本場的稽核紀錄中。</translation>
    </message>
    <message>
        <source>Mark settled</source>
        <translation>標記為已結算</translation>
    </message>
    <message>
        <source>Mark {session} as settled? It becomes read-only until reopened. A note is optional (e.g. paid in cash).</source>
        <translation>把「{session}」標記為已結算？在重新開啟前只能查看。可以加註（例如：已付現）。</translation>
    </message>
    <message>
        <source>e.g. paid in cash</source>
        <translation>例如：現金付清</translation>
    </message>
    <message>
        <source>The note is kept in the session&apos;s audit trail.</source>
        <translation>備註會記在本場的稽核紀錄中。</translation>
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
        <translation>分享這一桌</translation>
    </message>
    <message>
        <source>Phones that open this code see the table live: totals, the last hand, the ledger and the settle-up. Nothing can be changed from a phone.</source>
        <translation>用手機開啟這個碼，就能即時看到這一桌：總分、上一手、帳目和結算。手機上無法更改任何東西。</translation>
    </message>
    <message>
        <source>Phones on this network can open it</source>
        <translation>同一網路上的手機都能開啟</translation>
    </message>
    <message>
        <source>Otherwise only this computer can open the address (127.0.0.1)</source>
        <translation>否則只有這台電腦能開啟這個網址（127.0.0.1）</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>複製網址</translation>
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
        <translation>啟動中…</translation>
    </message>
    <message>
        <source>The share server stopped</source>
        <translation>分享伺服器已停止</translation>
    </message>
    <message>
        <source>The share server could not be started</source>
        <translation>無法啟動分享伺服器</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Type a card</source>
        <translation>輸入一張牌</translation>
    </message>
    <message>
        <source>rank then suit: 6s, 10h, T♥, kd (spaces and commas are fine)</source>
        <translation>先點數再花色：6s、10h、T♥、kd（可以有空格和逗號）</translation>
    </message>
    <message>
        <source>Remove the last card</source>
        <translation>移除最後一張牌</translation>
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
        <translation>鍵盤快捷鍵</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
</context>
<context>
    <name>StakesModel</name>
    <message>
        <source>their own stake: {amount}</source>
        <translation>兩人約定的 {amount}</translation>
    </message>
    <message>
        <source>the session&apos;s unit value</source>
        <translation>牌局的每分金額</translation>
    </message>
    <message>
        <source>{a} and {b} play for {stake} per unit. Type an amount, or clear it for the default.</source>
        <translation>{a} 和 {b} 每分玩 {stake}。輸入金額，或清空改用預設值。</translation>
    </message>
    <message>
        <source>Stake {a}–{b}: {problem}</source>
        <translation>注碼 {a}–{b}：{problem}</translation>
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
        <translation>貨幣</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手數</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>輸贏</translation>
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
        <translation>從</translation>
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
        <translation>記分簿中所有牌局的有效手；作廢的手不計。</translation>
    </message>
    <message>
        <source>No hands recorded from {since} to {until}</source>
        <translation>{since} 到 {until} 沒有記錄任何一手</translation>
    </message>
    <message>
        <source>⚠ These standings do not verify against the book: {problem}</source>
        <translation>⚠ 此排名與記分簿驗證不符：{problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), hands played from {since} to {until}</source>
        <translation>
            <numerusform>%n 位玩家，{since} 到 {until} 玩過的手</numerusform>
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
        <translation>安排座位，約定注碼和規則（Ctrl+N）</translation>
    </message>
    <message>
        <source>Open another book…</source>
        <translation>開啟另一本記分簿…</translation>
    </message>
    <message>
        <source>Use a different book file (Ctrl+O)</source>
        <translation>改用另一個記分簿檔案（Ctrl+O）</translation>
    </message>
    <message>
        <source>Sessions in this book</source>
        <translation>這本記分簿中的牌局</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重新命名(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>封存(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>Only a session without hands can be deleted</source>
        <translation>只有沒有牌的牌局可以刪除</translation>
    </message>
    <message>
        <source>Show &amp;archived sessions</source>
        <translation>顯示已封存的牌局(&amp;A)</translation>
    </message>
    <message>
        <source>Enter or a double-click opens a session where it was left.</source>
        <translation>按 Enter 或按兩下，從上次停下的地方繼續牌局。</translation>
    </message>
    <message>
        <source>No sessions yet: start one with New session (Ctrl+N).</source>
        <translation>還沒有牌局：用「新牌局」（Ctrl+N）開始一場。</translation>
    </message>
    <message>
        <source>Recent books</source>
        <translation>最近的記分簿</translation>
    </message>
    <message>
        <source>Book: {path}</source>
        <translation>記分簿：{path}</translation>
    </message>
    <message>
        <source>✓ settled</source>
        <translation>✓ 已結算</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>已封存</translation>
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
        <translation>開始計時</translation>
    </message>
    <message>
        <source>Record the hand</source>
        <translation>記錄這手</translation>
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
        <translation>未及時擺好：投降</translation>
    </message>
    <message>
        <source>not set in time: fouled</source>
        <translation>未及時擺好：相公</translation>
    </message>
    <message>
        <source>set</source>
        <translation>已擺好</translation>
    </message>
    <message>
        <source>Choose a table first (the draw makes them)</source>
        <translation>請先選擇牌桌（抽籤後才有牌桌）</translation>
    </message>
    <message>
        <source>This event has no setting clock</source>
        <translation>這個賽事沒有擺牌計時</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>時間到！</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Event created: register the players (Ctrl+R)</source>
        <translation>賽事已建立：請為玩家報名（Ctrl+R）</translation>
    </message>
    <message>
        <source>{name} registered</source>
        <translation>{name} 已報名</translation>
    </message>
    <message>
        <source>Record a re-buy for {name}?</source>
        <translation>為 {name} 記錄一次重購？</translation>
    </message>
    <message>
        <source>{name} re-bought</source>
        <translation>{name} 已重購</translation>
    </message>
    <message>
        <source>Record an add-on for {name}?</source>
        <translation>為 {name} 記錄一次加購？</translation>
    </message>
    <message>
        <source>{name} took an add-on</source>
        <translation>{name} 已加購</translation>
    </message>
    <message>
        <source>Draw the seats for {count} players now? The draw&apos;s seed is recorded.</source>
        <translation>現在為 {count} 位玩家抽籤定座？抽籤的種子會被記錄。</translation>
    </message>
    <message>
        <source>Seats drawn: the tables play</source>
        <translation>已抽籤定座：各桌開始</translation>
    </message>
    <message>
        <source>The tables are balanced: no move to make</source>
        <translation>牌桌已平衡：無需換桌</translation>
    </message>
    <message>
        <source>{player}: table {source} to table {target}</source>
        <translation>{player}：第 {source} 桌換到第 {target} 桌</translation>
    </message>
    <message>
        <source>Make these moves?</source>
        <translation>執行這些換桌？</translation>
    </message>
    <message>
        <source>Moves recorded</source>
        <translation>換桌已記錄</translation>
    </message>
    <message>
        <source>This event&apos;s levels go by hands: it has no event clock</source>
        <translation>這個賽事的級別依手數計：沒有賽事時鐘</translation>
    </message>
    <message>
        <source>The event&apos;s clock runs</source>
        <translation>賽事時鐘走動中</translation>
    </message>
    <message>
        <source>The event&apos;s clock is paused</source>
        <translation>賽事時鐘已暫停</translation>
    </message>
    <message>
        <source>Finish the event? The places and payouts are final; nothing more is recorded.</source>
        <translation>結束賽事？名次與獎金即為最終結果；之後不再記錄任何內容。</translation>
    </message>
    <message>
        <source>The event is finished</source>
        <translation>賽事已結束</translation>
    </message>
    <message>
        <source>Hand recorded</source>
        <translation>這手已記錄</translation>
    </message>
    <message>
        <source>Hand {hand} at table {table} recorded</source>
        <translation>第 {table} 桌第 {hand} 手已記錄</translation>
    </message>
    <message>
        <source>out: {names}</source>
        <translation>出局：{names}</translation>
    </message>
    <message>
        <source>balance the tables (Ctrl+B)</source>
        <translation>請平衡牌桌（Ctrl+B）</translation>
    </message>
    <message>
        <source>This book holds no event yet: Event &gt; New event (Ctrl+N)</source>
        <translation>這本帳簿還沒有賽事：賽事 &gt; 新賽事（Ctrl+N）</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>開啟賽事</translation>
    </message>
    <message>
        <source>The book&apos;s events:</source>
        <translation>帳簿中的賽事：</translation>
    </message>
    <message>
        <source>Register a player</source>
        <translation>報名玩家</translation>
    </message>
    <message>
        <source>Name (one of the book&apos;s players, or a new name):</source>
        <translation>名字（帳簿中的玩家，或新名字）：</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>錦標賽</translation>
    </message>
    <message>
        <source>{place}. {name}: {amount}</source>
        <translation>第 {place} 名 {name}：{amount}</translation>
    </message>
    <message>
        <source>Places and payouts</source>
        <translation>名次與獎金</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>比賽中</translation>
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
        <translation>籌碼</translation>
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
        <translation>狀態</translation>
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
        <translation>手數</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>級別</translation>
    </message>
    <message>
        <source>Hands to next</source>
        <translation>距下一級手數</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>獎金</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Level {level} of {levels}: {value} chips a point</source>
        <translation>第 {level} 級（共 {levels} 級）：每點 {value} 籌碼</translation>
    </message>
    <message>
        <source>{value} in {time}</source>
        <translation>{time} 後 {value}</translation>
    </message>
    <message>
        <source>the event&apos;s clock is stopped (Ctrl+P starts it)</source>
        <translation>賽事時鐘已停止（Ctrl+P 開始）</translation>
    </message>
    <message>
        <source>Prize pool {pool} · fees {fees} · {entries} entries · {left} players left · average stack {average}</source>
        <translation>獎池 {pool} · 抽水 {fees} · {entries} 次報名 · 剩 {left} 位玩家 · 平均籌碼 {average}</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>獎金分配</translation>
    </message>
    <message>
        <source>Eliminations</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <source>No event yet: Event &gt; New event (Ctrl+N)</source>
        <translation>還沒有賽事：賽事 &gt; 新賽事（Ctrl+N）</translation>
    </message>
    <message>
        <source> (finished)</source>
        <translation>（已結束）</translation>
    </message>
    <message>
        <source>Tournament: {name}</source>
        <translation>錦標賽：{name}</translation>
    </message>
    <message numerus="yes">
        <source>{value} in %n hand(s)</source>
        <translation>
            <numerusform>%n 手後 {value}</numerusform>
        </translation>
    </message>
</context>
</TS>
