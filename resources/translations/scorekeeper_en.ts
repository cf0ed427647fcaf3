<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;New session…</translation>
    </message>
    <message>
        <source>Seat players, agree stakes and rules</source>
        <translation>Seat players, agree stakes and rules</translation>
    </message>
    <message>
        <source>&amp;Open book…</source>
        <translation>&amp;Open book…</translation>
    </message>
    <message>
        <source>Use another book file</source>
        <translation>Use another book file</translation>
    </message>
    <message>
        <source>Open a card room&apos;s &amp;server book…</source>
        <translation>Open a card room&apos;s &amp;server book…</translation>
    </message>
    <message>
        <source>Use a book on a PostgreSQL server: postgresql://user@host:port/database</source>
        <translation>Use a book on a PostgreSQL server: postgresql://user@host:port/database</translation>
    </message>
    <message>
        <source>&amp;Sessions and books</source>
        <translation>&amp;Sessions and books</translation>
    </message>
    <message>
        <source>The start page: open another session</source>
        <translation>The start page: open another session</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>&amp;Tournament…</translation>
    </message>
    <message>
        <source>An event on several tables: registration, the draw, hands, balancing, payouts</source>
        <translation>An event on several tables: registration, the draw, hands, balancing, payouts</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Close the window (the entry is kept)</source>
        <translation>Close the window (the entry is kept)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Undo the last change to the entry</source>
        <translation>Undo the last change to the entry</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Redo in the entry</source>
        <translation>Redo in the entry</translation>
    </message>
    <message>
        <source>Undo last recorded action</source>
        <translation>Undo last recorded action</translation>
    </message>
    <message>
        <source>Take back the last recorded hand or change (kept in the session&apos;s history)</source>
        <translation>Take back the last recorded hand or change (kept in the session&apos;s history)</translation>
    </message>
    <message>
        <source>Redo recorded action</source>
        <translation>Redo recorded action</translation>
    </message>
    <message>
        <source>Put back what was undone</source>
        <translation>Put back what was undone</translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation>&amp;Record hand</translation>
    </message>
    <message>
        <source>Store the hand in the book now (every seat complete, no card twice)</source>
        <translation>Store the hand in the book now (every seat complete, no card twice)</translation>
    </message>
    <message>
        <source>Clear &amp;row</source>
        <translation>Clear &amp;row</translation>
    </message>
    <message>
        <source>Empty the active row</source>
        <translation>Empty the active row</translation>
    </message>
    <message>
        <source>Clear the &amp;hand</source>
        <translation>Clear the &amp;hand</translation>
    </message>
    <message>
        <source>Empty every row</source>
        <translation>Empty every row</translation>
    </message>
    <message>
        <source>&amp;Type 13 cards for this seat…</source>
        <translation>&amp;Type 13 cards for this seat…</translation>
    </message>
    <message>
        <source>Type the seat&apos;s 13 cards in one go; they are set as entered, back first</source>
        <translation>Type the seat&apos;s 13 cards in one go; they are set as entered, back first</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>Su&amp;ggest a setting</translation>
    </message>
    <message>
        <source>The advisor&apos;s best setting of the seat&apos;s 13 cards, to apply in one click</source>
        <translation>The advisor&apos;s best setting of the seat&apos;s 13 cards, to apply in one click</translation>
    </message>
    <message>
        <source>&amp;Surrender</source>
        <translation>&amp;Surrender</translation>
    </message>
    <message>
        <source>The active seat surrenders</source>
        <translation>The active seat surrenders</translation>
    </message>
    <message>
        <source>&amp;Declare natural / play it</source>
        <translation>&amp;Declare natural / play it</translation>
    </message>
    <message>
        <source>Declare the active seat&apos;s natural, or play the hand instead</source>
        <translation>Declare the active seat&apos;s natural, or play the hand instead</translation>
    </message>
    <message>
        <source>Make this seat the deale&amp;r</source>
        <translation>Make this seat the deale&amp;r</translation>
    </message>
    <message>
        <source>Move the button</source>
        <translation>Move the button</translation>
    </message>
    <message>
        <source>&amp;Stakes and unit…</source>
        <translation>&amp;Stakes and unit…</translation>
    </message>
    <message>
        <source>A pair&apos;s own stake or the table&apos;s unit, from the next hand on</source>
        <translation>A pair&apos;s own stake or the table&apos;s unit, from the next hand on</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Rules…</translation>
    </message>
    <message>
        <source>A preset or any option, from the next hand on</source>
        <translation>A preset or any option, from the next hand on</translation>
    </message>
    <message>
        <source>&amp;Players and seats…</source>
        <translation>&amp;Players and seats…</translation>
    </message>
    <message>
        <source>Who sits from the next hand on: leave, join, swap, reorder</source>
        <translation>Who sits from the next hand on: leave, join, swap, reorder</translation>
    </message>
    <message>
        <source>&amp;Casino…</source>
        <translation>&amp;Casino…</translation>
    </message>
    <message>
        <source>The house&apos;s collection, a buy-in or cash-out, a tip split among players</source>
        <translation>The house&apos;s collection, a buy-in or cash-out, a tip split among players</translation>
    </message>
    <message>
        <source>This player &amp;leaves</source>
        <translation>This player &amp;leaves</translation>
    </message>
    <message>
        <source>The active seat&apos;s player goes home or sits out from the next hand on</source>
        <translation>The active seat&apos;s player goes home or sits out from the next hand on</translation>
    </message>
    <message>
        <source>S&amp;wap with the next seat</source>
        <translation>S&amp;wap with the next seat</translation>
    </message>
    <message>
        <source>The active seat&apos;s player and the next seat&apos;s change places</source>
        <translation>The active seat&apos;s player and the next seat&apos;s change places</translation>
    </message>
    <message>
        <source>Someone else takes this &amp;seat…</source>
        <translation>Someone else takes this &amp;seat…</translation>
    </message>
    <message>
        <source>A returning or new player takes the active seat from the next hand on</source>
        <translation>A returning or new player takes the active seat from the next hand on</translation>
    </message>
    <message>
        <source>Next seat</source>
        <translation>Next seat</translation>
    </message>
    <message>
        <source>Jump to the next seat&apos;s front</source>
        <translation>Jump to the next seat&apos;s front</translation>
    </message>
    <message>
        <source>Previous seat</source>
        <translation>Previous seat</translation>
    </message>
    <message>
        <source>Jump to the previous seat&apos;s front</source>
        <translation>Jump to the previous seat&apos;s front</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Larger cards</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>Smaller cards</source>
        <translation>Smaller cards</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Actual size</translation>
    </message>
    <message>
        <source>Cards at their normal size</source>
        <translation>Cards at their normal size</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Four-colour deck</translation>
    </message>
    <message>
        <source>♦ blue and ♣ green</source>
        <translation>♦ blue and ♣ green</translation>
    </message>
    <message>
        <source>&amp;Theme: system</source>
        <translation>&amp;Theme: system</translation>
    </message>
    <message>
        <source>System, light or dark</source>
        <translation>System, light or dark</translation>
    </message>
    <message>
        <source>&amp;Guide and shortcuts</source>
        <translation>&amp;Guide and shortcuts</translation>
    </message>
    <message>
        <source>Entering, correcting, changing and settling; every key</source>
        <translation>Entering, correcting, changing and settling; every key</translation>
    </message>
    <message>
        <source>S&amp;hare this table…</source>
        <translation>S&amp;hare this table…</translation>
    </message>
    <message>
        <source>A QR code that shows the table live on phones (read-only); Stop sharing there</source>
        <translation>A QR code that shows the table live on phones (read-only); Stop sharing there</translation>
    </message>
    <message>
        <source>Players &amp;enter their own hands…</source>
        <translation>Players &amp;enter their own hands…</translation>
    </message>
    <message>
        <source>A QR code per seat: each player sets their hand on their phone; you record it</source>
        <translation>A QR code per seat: each player sets their hand on their phone; you record it</translation>
    </message>
    <message>
        <source>&amp;Merge players…</source>
        <translation>&amp;Merge players…</translation>
    </message>
    <message>
        <source>On the Players page: another name becomes the selected player&apos;s (Ctrl+Z undoes)</source>
        <translation>On the Players page: another name becomes the selected player&apos;s (Ctrl+Z undoes)</translation>
    </message>
    <message>
        <source>U&amp;nmerge a name…</source>
        <translation>U&amp;nmerge a name…</translation>
    </message>
    <message>
        <source>On the Players page: one of the selected player&apos;s names is someone else again</source>
        <translation>On the Players page: one of the selected player&apos;s names is someone else again</translation>
    </message>
    <message>
        <source>Re&amp;view with the advisor…</source>
        <translation>Re&amp;view with the advisor…</translation>
    </message>
    <message>
        <source>On the Players page: the units the selected player gave away against the advisor</source>
        <translation>On the Players page: the units the selected player gave away against the advisor</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <source>Version and book</source>
        <translation>Version and book</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;New event…</translation>
    </message>
    <message>
        <source>Name, buy-in and fee, chips, levels, seats, the setting clock and payouts</source>
        <translation>Name, buy-in and fee, chips, levels, seats, the setting clock and payouts</translation>
    </message>
    <message>
        <source>&amp;Open event…</source>
        <translation>&amp;Open event…</translation>
    </message>
    <message>
        <source>Another event of this book</source>
        <translation>Another event of this book</translation>
    </message>
    <message>
        <source>&amp;Finish the event…</source>
        <translation>&amp;Finish the event…</translation>
    </message>
    <message>
        <source>The places and payouts, chips and money verified</source>
        <translation>The places and payouts, chips and money verified</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Close this window (everything is recorded already)</source>
        <translation>Close this window (everything is recorded already)</translation>
    </message>
    <message>
        <source>&amp;Register a player…</source>
        <translation>&amp;Register a player…</translation>
    </message>
    <message>
        <source>A new entry: one of the book&apos;s players or a new name</source>
        <translation>A new entry: one of the book&apos;s players or a new name</translation>
    </message>
    <message>
        <source>R&amp;e-buy for the selected player…</source>
        <translation>R&amp;e-buy for the selected player…</translation>
    </message>
    <message>
        <source>More chips, or a player out in the re-buy period back in</source>
        <translation>More chips, or a player out in the re-buy period back in</translation>
    </message>
    <message>
        <source>&amp;Add-on for the selected player…</source>
        <translation>&amp;Add-on for the selected player…</translation>
    </message>
    <message>
        <source>More chips for a player still in, while the event allows add-ons</source>
        <translation>More chips for a player still in, while the event allows add-ons</translation>
    </message>
    <message>
        <source>&amp;Draw the seats…</source>
        <translation>&amp;Draw the seats…</translation>
    </message>
    <message>
        <source>Seat the field by a recorded random draw</source>
        <translation>Seat the field by a recorded random draw</translation>
    </message>
    <message>
        <source>&amp;Balance the tables…</source>
        <translation>&amp;Balance the tables…</translation>
    </message>
    <message>
        <source>The moves the program proposes, recorded when you confirm them</source>
        <translation>The moves the program proposes, recorded when you confirm them</translation>
    </message>
    <message>
        <source>Start or &amp;pause the event&apos;s clock</source>
        <translation>Start or &amp;pause the event&apos;s clock</translation>
    </message>
    <message>
        <source>Levels kept by time count only while it runs (the draw starts it)</source>
        <translation>Levels kept by time count only while it runs (the draw starts it)</translation>
    </message>
    <message>
        <source>The &amp;field</source>
        <translation>The &amp;field</translation>
    </message>
    <message>
        <source>The keys to the list of players</source>
        <translation>The keys to the list of players</translation>
    </message>
    <message>
        <source>&amp;Choose a table</source>
        <translation>&amp;Choose a table</translation>
    </message>
    <message>
        <source>The table whose hand is entered (Up and Down choose)</source>
        <translation>The table whose hand is entered (Up and Down choose)</translation>
    </message>
    <message>
        <source>&amp;Start the setting clock</source>
        <translation>&amp;Start the setting clock</translation>
    </message>
    <message>
        <source>Recorded as the hand&apos;s start; seats not set when it runs out are marked</source>
        <translation>Recorded as the hand&apos;s start; seats not set when it runs out are marked</translation>
    </message>
    <message>
        <source>&amp;Record the hand</source>
        <translation>&amp;Record the hand</translation>
    </message>
    <message>
        <source>Score the table&apos;s hand and move the chips</source>
        <translation>Score the table&apos;s hand and move the chips</translation>
    </message>
    <message>
        <source>C&amp;lear the hand</source>
        <translation>C&amp;lear the hand</translation>
    </message>
    <message>
        <source>Empty every seat&apos;s rows and stop the clock</source>
        <translation>Empty every seat&apos;s rows and stop the clock</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The book is in use</source>
        <translation>The book is in use</translation>
    </message>
    <message>
        <source>{problem}

Only one window can keep a book at a time.</source>
        <translation>{problem}

Only one window can keep a book at a time.</translation>
    </message>
    <message>
        <source>The book cannot be opened</source>
        <translation>The book cannot be opened</translation>
    </message>
    <message>
        <source>the default book</source>
        <translation>the default book</translation>
    </message>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation>Chinese Poker Scorekeeper</translation>
    </message>
</context>
<context>
    <name>AuditModel</name>
    <message>
        <source>Edit</source>
        <translation>Edit</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Void</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stake</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Settled</source>
        <translation>Settled</translation>
    </message>
    <message>
        <source>Reopened</source>
        <translation>Reopened</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
</context>
<context>
    <name>BankerStrip</name>
    <message>
        <source>坐庄: {banker} banks · multiples:</source>
        <translation>坐庄: {banker} banks · multiples:</translation>
    </message>
    <message>
        <source>{name}&apos;s pair with the banker is multiplied by this</source>
        <translation>{name}&apos;s pair with the banker is multiplied by this</translation>
    </message>
</context>
<context>
    <name>BookErrors</name>
    <message>
        <source>Not saved</source>
        <translation>Not saved</translation>
    </message>
    <message>
        <source>The book cannot be read</source>
        <translation>The book cannot be read</translation>
    </message>
    <message>
        <source>{cause}; {remedy}</source>
        <translation>{cause}; {remedy}</translation>
    </message>
    <message>
        <source>{remedy}, then press Ctrl+Enter again (the hand you typed is kept)</source>
        <translation>{remedy}, then press Ctrl+Enter again (the hand you typed is kept)</translation>
    </message>
    <message>
        <source>{cause}: {unsaved} was not saved; {remedy}</source>
        <translation>{cause}: {unsaved} was not saved; {remedy}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>the book cannot be written here (the file or its folder is read-only)</source>
        <translation>the book cannot be written here (the file or its folder is read-only)</translation>
    </message>
    <message>
        <source>the book is busy: another program is writing to it</source>
        <translation>the book is busy: another program is writing to it</translation>
    </message>
    <message>
        <source>the disk failed to read or write the book</source>
        <translation>the disk failed to read or write the book</translation>
    </message>
    <message>
        <source>the book is damaged</source>
        <translation>the book is damaged</translation>
    </message>
    <message>
        <source>the book&apos;s file cannot be opened</source>
        <translation>the book&apos;s file cannot be opened</translation>
    </message>
    <message>
        <source>permission to use the book&apos;s file was denied</source>
        <translation>permission to use the book&apos;s file was denied</translation>
    </message>
    <message>
        <source>the book took too long to answer and the query was stopped</source>
        <translation>the book took too long to answer and the query was stopped</translation>
    </message>
    <message>
        <source>the book refused the change (one of its own checks failed)</source>
        <translation>the book refused the change (one of its own checks failed)</translation>
    </message>
    <message>
        <source>free some space and try again</source>
        <translation>free some space and try again</translation>
    </message>
    <message>
        <source>open a copy kept elsewhere</source>
        <translation>open a copy kept elsewhere</translation>
    </message>
    <message>
        <source>try again in a moment</source>
        <translation>try again in a moment</translation>
    </message>
    <message>
        <source>check the disk, then try again</source>
        <translation>check the disk, then try again</translation>
    </message>
    <message>
        <source>restore it from a backup</source>
        <translation>restore it from a backup</translation>
    </message>
    <message>
        <source>check that the disk and folder are there</source>
        <translation>check that the disk and folder are there</translation>
    </message>
    <message>
        <source>check the file&apos;s permissions</source>
        <translation>check the file&apos;s permissions</translation>
    </message>
    <message>
        <source>check the book and the disk</source>
        <translation>check the book and the disk</translation>
    </message>
    <message>
        <source>check the book for damage</source>
        <translation>check the book for damage</translation>
    </message>
    <message>
        <source>free some space</source>
        <translation>free some space</translation>
    </message>
    <message>
        <source>check the disk</source>
        <translation>check the disk</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>hand {number}</translation>
    </message>
    <message>
        <source>the correction of hand {number}</source>
        <translation>the correction of hand {number}</translation>
    </message>
    <message>
        <source>the void of hand {number}</source>
        <translation>the void of hand {number}</translation>
    </message>
    <message>
        <source>the undo</source>
        <translation>the undo</translation>
    </message>
    <message>
        <source>the redo</source>
        <translation>the redo</translation>
    </message>
    <message>
        <source>the stake change</source>
        <translation>the stake change</translation>
    </message>
    <message>
        <source>the rules change</source>
        <translation>the rules change</translation>
    </message>
    <message>
        <source>the change of players</source>
        <translation>the change of players</translation>
    </message>
    <message>
        <source>the change of unit</source>
        <translation>the change of unit</translation>
    </message>
    <message>
        <source>the settle-up</source>
        <translation>the settle-up</translation>
    </message>
    <message>
        <source>the reopening</source>
        <translation>the reopening</translation>
    </message>
    <message>
        <source>the new session</source>
        <translation>the new session</translation>
    </message>
    <message>
        <source>the imported session</source>
        <translation>the imported session</translation>
    </message>
</context>
<context>
    <name>CardKeys</name>
    <message>
        <source>s ♠, h ♥, d ♦ or c ♣</source>
        <translation>s ♠, h ♥, d ♦ or c ♣</translation>
    </message>
    <message>
        <source>{char} after 1: a ten is 10 or T</source>
        <translation>{char} after 1: a ten is 10 or T</translation>
    </message>
    <message>
        <source>{char} is a suit: type the rank first (6s, 10h, Kd)</source>
        <translation>{char} is a suit: type the rank first (6s, 10h, Kd)</translation>
    </message>
    <message>
        <source>{char} is not a rank: type 2-9, T or 10, J, Q, K or A</source>
        <translation>{char} is not a rank: type 2-9, T or 10, J, Q, K or A</translation>
    </message>
    <message>
        <source>{rank} needs a suit first: {suits}</source>
        <translation>{rank} needs a suit first: {suits}</translation>
    </message>
    <message>
        <source>{char} is not a suit: {suits}</source>
        <translation>{char} is not a suit: {suits}</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Card picker</source>
        <translation>Card picker</translation>
    </message>
    <message>
        <source>{card}: in {place}</source>
        <translation>{card}: in {place}</translation>
    </message>
    <message>
        <source>{card}: click to add to {place}</source>
        <translation>{card}: click to add to {place}</translation>
    </message>
</context>
<context>
    <name>CasinoDialog</name>
    <message>
        <source>Per seated player per hand</source>
        <translation>Per seated player per hand</translation>
    </message>
    <message>
        <source>By unit size (tiers)</source>
        <translation>By unit size (tiers)</translation>
    </message>
    <message>
        <source>Percent of each hand&apos;s winnings</source>
        <translation>Percent of each hand&apos;s winnings</translation>
    </message>
    <message>
        <source>Per player per period of play</source>
        <translation>Per player per period of play</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Tiers: write them as &quot;5=1, 10=1, 20=2&quot; (unit = amount per player)</source>
        <translation>Tiers: write them as &quot;5=1, 10=1, 20=2&quot; (unit = amount per player)</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>Casino</translation>
    </message>
    <message>
        <source>House collection</source>
        <translation>House collection</translation>
    </message>
    <message>
        <source>Buy-in and cash-out</source>
        <translation>Buy-in and cash-out</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Table stakes</source>
        <translation>Table stakes</translation>
    </message>
    <message>
        <source>Slip</source>
        <translation>Slip</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Manager</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>no cap</translation>
    </message>
    <message>
        <source>Owed to the house at the settle-up (not paid each hand)</source>
        <translation>Owed to the house at the settle-up (not paid each hand)</translation>
    </message>
    <message>
        <source>Set the collection</source>
        <translation>Set the collection</translation>
    </message>
    <message>
        <source>Fee type:</source>
        <translation>Fee type:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Amount:</translation>
    </message>
    <message>
        <source>Tiers (unit = amount):</source>
        <translation>Tiers (unit = amount):</translation>
    </message>
    <message>
        <source>Percent:</source>
        <translation>Percent:</translation>
    </message>
    <message>
        <source>Most per hand:</source>
        <translation>Most per hand:</translation>
    </message>
    <message>
        <source>Minutes per period:</source>
        <translation>Minutes per period:</translation>
    </message>
    <message>
        <source>Record a buy-in</source>
        <translation>Record a buy-in</translation>
    </message>
    <message>
        <source>Record a cash-out</source>
        <translation>Record a cash-out</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>The house (the dealer&apos;s tip)</source>
        <translation>The house (the dealer&apos;s tip)</translation>
    </message>
    <message>
        <source>dealer, food…</source>
        <translation>dealer, food…</translation>
    </message>
    <message>
        <source>Record the tip</source>
        <translation>Record the tip</translation>
    </message>
    <message>
        <source>Shared by:</source>
        <translation>Shared by:</translation>
    </message>
    <message>
        <source>Paid to:</source>
        <translation>Paid to:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <source>Not recorded: {reason}</source>
        <translation>Not recorded: {reason}</translation>
    </message>
    <message>
        <source>house collection</source>
        <translation>house collection</translation>
    </message>
    <message>
        <source>The house collection applies from the next hand on.</source>
        <translation>The house collection applies from the next hand on.</translation>
    </message>
    <message>
        <source>buy-in of {name}</source>
        <translation>buy-in of {name}</translation>
    </message>
    <message>
        <source>cash-out of {name}</source>
        <translation>cash-out of {name}</translation>
    </message>
    <message>
        <source>Recorded: {what}.</source>
        <translation>Recorded: {what}.</translation>
    </message>
    <message>
        <source>tip</source>
        <translation>tip</translation>
    </message>
    <message>
        <source>Recorded: the tip.</source>
        <translation>Recorded: the tip.</translation>
    </message>
    <message>
        <source>Stacks now: {stacks}</source>
        <translation>Stacks now: {stacks}</translation>
    </message>
    <message>
        <source>Table stakes: nobody loses more than their stack</source>
        <translation>Table stakes: nobody loses more than their stack</translation>
    </message>
    <message>
        <source>A win is also capped by the winner&apos;s own stack</source>
        <translation>A win is also capped by the winner&apos;s own stack</translation>
    </message>
    <message>
        <source>Set table stakes</source>
        <translation>Set table stakes</translation>
    </message>
    <message>
        <source>off (no loss cap)</source>
        <translation>off (no loss cap)</translation>
    </message>
    <message>
        <source>Set the loss cap</source>
        <translation>Set the loss cap</translation>
    </message>
    <message>
        <source>Most a player loses in one hand:</source>
        <translation>Most a player loses in one hand:</translation>
    </message>
    <message>
        <source>table stakes off</source>
        <translation>table stakes off</translation>
    </message>
    <message>
        <source>table stakes on, a win also capped by the winner&apos;s stack</source>
        <translation>table stakes on, a win also capped by the winner&apos;s stack</translation>
    </message>
    <message>
        <source>table stakes on</source>
        <translation>table stakes on</translation>
    </message>
    <message>
        <source>no loss cap</source>
        <translation>no loss cap</translation>
    </message>
    <message>
        <source>loss cap {amount}</source>
        <translation>loss cap {amount}</translation>
    </message>
    <message>
        <source>From hand {number}: {stakes}; {loss}.</source>
        <translation>From hand {number}: {stakes}; {loss}.</translation>
    </message>
    <message>
        <source>table stakes</source>
        <translation>table stakes</translation>
    </message>
    <message>
        <source>Recorded: table stakes, from the next hand on.</source>
        <translation>Recorded: table stakes, from the next hand on.</translation>
    </message>
    <message>
        <source>loss cap</source>
        <translation>loss cap</translation>
    </message>
    <message>
        <source>Recorded: the loss cap, from the next hand on.</source>
        <translation>Recorded: the loss cap, from the next hand on.</translation>
    </message>
    <message>
        <source>The whole table</source>
        <translation>The whole table</translation>
    </message>
    <message>
        <source>Save slip…</source>
        <translation>Save slip…</translation>
    </message>
    <message>
        <source>Each print is recorded in the audit trail; a second print of a slip is marked REPRINT.</source>
        <translation>Each print is recorded in the audit trail; a second print of a slip is marked REPRINT.</translation>
    </message>
    <message>
        <source>Slip for:</source>
        <translation>Slip for:</translation>
    </message>
    <message>
        <source>Save slip</source>
        <translation>Save slip</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>slip</source>
        <translation>slip</translation>
    </message>
    <message>
        <source>Saved the slip to {file} (copy {copy}).</source>
        <translation>Saved the slip to {file} (copy {copy}).</translation>
    </message>
    <message>
        <source>It is marked REPRINT.</source>
        <translation>It is marked REPRINT.</translation>
    </message>
    <message>
        <source>Printed as ?: {problem}.</source>
        <translation>Printed as ?: {problem}.</translation>
    </message>
    <message>
        <source>Not saved: {file} cannot be written ({reason}). Nothing was recorded.</source>
        <translation>Not saved: {file} cannot be written ({reason}). Nothing was recorded.</translation>
    </message>
    <message>
        <source>Copy {copy} was recorded, but {file} could not be written ({reason}). Save the slip again.</source>
        <translation>Copy {copy} was recorded, but {file} could not be written ({reason}). Save the slip again.</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>New passphrase</translation>
    </message>
    <message>
        <source>The same passphrase again</source>
        <translation>The same passphrase again</translation>
    </message>
    <message>
        <source>Clear the passphrase</source>
        <translation>Clear the passphrase</translation>
    </message>
    <message>
        <source>New passphrase:</source>
        <translation>New passphrase:</translation>
    </message>
    <message>
        <source>Type it again:</source>
        <translation>Type it again:</translation>
    </message>
    <message>
        <source>A manager passphrase is set: voiding or correcting a hand, reopening the session and changing it ask for it.</source>
        <translation>A manager passphrase is set: voiding or correcting a hand, reopening the session and changing it ask for it.</translation>
    </message>
    <message>
        <source>No manager passphrase is set.</source>
        <translation>No manager passphrase is set.</translation>
    </message>
    <message>
        <source>Change the passphrase</source>
        <translation>Change the passphrase</translation>
    </message>
    <message>
        <source>Set the passphrase</source>
        <translation>Set the passphrase</translation>
    </message>
    <message>
        <source>manager passphrase</source>
        <translation>manager passphrase</translation>
    </message>
    <message>
        <source>Not recorded: the two passphrases differ; type the same one twice.</source>
        <translation>Not recorded: the two passphrases differ; type the same one twice.</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is changed.</source>
        <translation>Recorded: the manager passphrase is changed.</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is set.</source>
        <translation>Recorded: the manager passphrase is set.</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is cleared.</source>
        <translation>Recorded: the manager passphrase is cleared.</translation>
    </message>
</context>
<context>
    <name>ChangeDialogs</name>
    <message>
        <source>Stakes from hand {number}</source>
        <translation>Stakes from hand {number}</translation>
    </message>
    <message>
        <source>&amp;Table unit (every pair without its own)</source>
        <translation>&amp;Table unit (every pair without its own)</translation>
    </message>
    <message>
        <source>Type a pair&apos;s own stake in its cell; clear it for the table unit.</source>
        <translation>Type a pair&apos;s own stake in its cell; clear it for the table unit.</translation>
    </message>
    <message>
        <source>Change stakes</source>
        <translation>Change stakes</translation>
    </message>
    <message>
        <source>table unit: {problem}</source>
        <translation>table unit: {problem}</translation>
    </message>
    <message>
        <source>table unit: must be more than 0</source>
        <translation>table unit: must be more than 0</translation>
    </message>
    <message>
        <source>Rules from hand {number}</source>
        <translation>Rules from hand {number}</translation>
    </message>
    <message>
        <source>Change rules</source>
        <translation>Change rules</translation>
    </message>
    <message>
        <source>Seats from hand {number}</source>
        <translation>Seats from hand {number}</translation>
    </message>
    <message>
        <source>Seated, clockwise (the first sits in seat 1):</source>
        <translation>Seated, clockwise (the first sits in seat 1):</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Move &amp;down</translation>
    </message>
    <message>
        <source>&amp;Leaves</source>
        <translation>&amp;Leaves</translation>
    </message>
    <message>
        <source>a returning player or a new name</source>
        <translation>a returning player or a new name</translation>
    </message>
    <message>
        <source>&amp;Joins</source>
        <translation>&amp;Joins</translation>
    </message>
    <message>
        <source>Seat them</source>
        <translation>Seat them</translation>
    </message>
    <message>
        <source>{name} is seated already</source>
        <translation>{name} is seated already</translation>
    </message>
    <message>
        <source>Seat {low} to {high} players (now {count})</source>
        <translation>Seat {low} to {high} players (now {count})</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Running total ({currency})</source>
        <translation>Running total ({currency})</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Running total</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>add {card} to {place}</source>
        <translation>add {card} to {place}</translation>
    </message>
    <message>
        <source>remove {card} from {place}</source>
        <translation>remove {card} from {place}</translation>
    </message>
    <message>
        <source>move {card} to {place}</source>
        <translation>move {card} to {place}</translation>
    </message>
    <message>
        <source>set {place}</source>
        <translation>set {place}</translation>
    </message>
    <message>
        <source>surrender on for {name}</source>
        <translation>surrender on for {name}</translation>
    </message>
    <message>
        <source>surrender off for {name}</source>
        <translation>surrender off for {name}</translation>
    </message>
    <message>
        <source>declare natural on for {name}</source>
        <translation>declare natural on for {name}</translation>
    </message>
    <message>
        <source>declare natural off for {name}</source>
        <translation>declare natural off for {name}</translation>
    </message>
    <message>
        <source>discard the kept hand {number}</source>
        <translation>discard the kept hand {number}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Saved: {what} at {time}</source>
        <translation>Saved: {what} at {time}</translation>
    </message>
    <message>
        <source>fingerprint {fingerprint}</source>
        <translation>fingerprint {fingerprint}</translation>
    </message>
    <message>
        <source>Not recorded: the same cards as hand {number}</source>
        <translation>Not recorded: the same cards as hand {number}</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>hand {number}</translation>
    </message>
    <message>
        <source>correction of hand {number}</source>
        <translation>correction of hand {number}</translation>
    </message>
    <message>
        <source>hand {number} voided</source>
        <translation>hand {number} voided</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>undo</translation>
    </message>
    <message>
        <source>Undone: {what} at {time}</source>
        <translation>Undone: {what} at {time}</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>redo</translation>
    </message>
    <message>
        <source>Redone: {what} at {time}</source>
        <translation>Redone: {what} at {time}</translation>
    </message>
    <message>
        <source>stake {a}-{b}</source>
        <translation>stake {a}-{b}</translation>
    </message>
    <message>
        <source>table unit</source>
        <translation>table unit</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>rules</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>seats</translation>
    </message>
    <message>
        <source>session settled</source>
        <translation>session settled</translation>
    </message>
    <message>
        <source>session reopened</source>
        <translation>session reopened</translation>
    </message>
</context>
<context>
    <name>EditHand</name>
    <message>
        <source>Correct hand {number}</source>
        <translation>Correct hand {number}</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>surrender</translation>
    </message>
    <message>
        <source>declare natural</source>
        <translation>declare natural</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>why the hand is corrected (kept in the audit trail)</source>
        <translation>why the hand is corrected (kept in the audit trail)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Record correction</source>
        <translation>Record correction</translation>
    </message>
    <message>
        <source>Give a reason for the correction.</source>
        <translation>Give a reason for the correction.</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>New event</source>
        <translation>New event</translation>
    </message>
    <message>
        <source>None: as typed below</source>
        <translation>None: as typed below</translation>
    </message>
    <message>
        <source>&amp;Preset</source>
        <translation>&amp;Preset</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>e.g. USD</source>
        <translation>e.g. USD</translation>
    </message>
    <message>
        <source>&amp;Buy-in (to the prize pool)</source>
        <translation>&amp;Buy-in (to the prize pool)</translation>
    </message>
    <message>
        <source>&amp;Fee (the house&apos;s)</source>
        <translation>&amp;Fee (the house&apos;s)</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>C&amp;urrency</translation>
    </message>
    <message>
        <source>Starting &amp;chips</source>
        <translation>Starting &amp;chips</translation>
    </message>
    <message>
        <source>&amp;Levels (chips a point)</source>
        <translation>&amp;Levels (chips a point)</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>hands</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
    <message>
        <source>A level &amp;every</source>
        <translation>A level &amp;every</translation>
    </message>
    <message>
        <source>&amp;Seats per table</source>
        <translation>&amp;Seats per table</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>no clock</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>the hand is fouled</source>
        <translation>the hand is fouled</translation>
    </message>
    <message>
        <source>the hand is surrendered</source>
        <translation>the hand is surrendered</translation>
    </message>
    <message>
        <source>when time runs out:</source>
        <translation>when time runs out:</translation>
    </message>
    <message>
        <source>Setting cloc&amp;k</source>
        <translation>Setting cloc&amp;k</translation>
    </message>
    <message>
        <source>Fant&amp;asy Land at the tables (OFC)</source>
        <translation>Fant&amp;asy Land at the tables (OFC)</translation>
    </message>
    <message>
        <source>by field size, as the preset</source>
        <translation>by field size, as the preset</translation>
    </message>
    <message>
        <source>Pa&amp;youts (% by place)</source>
        <translation>Pa&amp;youts (% by place)</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>session</source>
        <translation>session</translation>
    </message>
    <message>
        <source>added</source>
        <translation>added</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>edited</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>voided</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>undo</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>redo</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>stake</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>rules</translation>
    </message>
    <message>
        <source>players</source>
        <translation>players</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>settled</translation>
    </message>
    <message>
        <source>reopened</source>
        <translation>reopened</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>hand {number}</translation>
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
        <translation>Excel workbook (*.xlsx)</translation>
    </message>
    <message>
        <source>&amp;Excel</source>
        <translation>&amp;Excel</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>C&amp;SV</source>
        <translation>C&amp;SV</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Scorekeeper session (*.json)</source>
        <translation>Scorekeeper session (*.json)</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>&amp;JSON</translation>
    </message>
    <message>
        <source>This export is not available in this version ({problem})</source>
        <translation>This export is not available in this version ({problem})</translation>
    </message>
    <message>
        <source>{path}: cannot write ({problem})</source>
        <translation>{path}: cannot write ({problem})</translation>
    </message>
    <message>
        <source>The export failed: {problem}</source>
        <translation>The export failed: {problem}</translation>
    </message>
    <message>
        <source>Export CSV files to folder</source>
        <translation>Export CSV files to folder</translation>
    </message>
    <message>
        <source>Export to {format}</source>
        <translation>Export to {format}</translation>
    </message>
    <message>
        <source>Import session from JSON</source>
        <translation>Import session from JSON</translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>Export finished</translation>
    </message>
    <message>
        <source>Exported to
{path}

Open it now?</source>
        <translation>Exported to
{path}

Open it now?</translation>
    </message>
    <message>
        <source>Exporting {count} hands to {format}…</source>
        <translation>Exporting {count} hands to {format}…</translation>
    </message>
    <message>
        <source>Exported: {path}</source>
        <translation>Exported: {path}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Import refused</source>
        <translation>Import refused</translation>
    </message>
    <message>
        <source>Imported: {session}</source>
        <translation>Imported: {session}</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{owner} {row}</source>
        <translation>{owner} {row}</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Entering a hand</source>
        <translation>Entering a hand</translation>
    </message>
    <message>
        <source>Type each seat&apos;s cards row by row, rank then suit (6s6c4h): a full row moves on by itself, and a card typed into a full row goes to the next row with room. Backspace takes the last card back; Ctrl+Z undoes any change to the entry. The result shows as soon as every seat is complete; Ctrl+Enter records the hand and the button moves to the next dealer.</source>
        <translation>Type each seat&apos;s cards row by row, rank then suit (6s6c4h): a full row moves on by itself, and a card typed into a full row goes to the next row with room. Backspace takes the last card back; Ctrl+Z undoes any change to the entry. The result shows as soon as every seat is complete; Ctrl+Enter records the hand and the button moves to the next dealer.</translation>
    </message>
    <message>
        <source>Correcting</source>
        <translation>Correcting</translation>
    </message>
    <message>
        <source>Undo in the Edit menu (Ctrl+Alt+Z) takes back the last recorded action and says which one. To correct an older hand, select it in the Ledger (Ctrl+2) and choose Edit… or Void…: you are asked why, and the hand keeps its whole history.</source>
        <translation>Undo in the Edit menu (Ctrl+Alt+Z) takes back the last recorded action and says which one. To correct an older hand, select it in the Ledger (Ctrl+2) and choose Edit… or Void…: you are asked why, and the hand keeps its whole history.</translation>
    </message>
    <message>
        <source>Changing stakes, players and rules</source>
        <translation>Changing stakes, players and rules</translation>
    </message>
    <message>
        <source>The Session menu changes things from the next hand on: Stakes and unit… (Ctrl+Shift+M) for a pair&apos;s own stake or the table&apos;s unit, Rules… (Ctrl+Shift+R), Players and seats… (Ctrl+Shift+P) to leave, join, swap or reorder. Each seat&apos;s ⋯ menu has the same for its player. Every change is one recorded action that Undo takes back, and the Ledger lists it between the hands.</source>
        <translation>The Session menu changes things from the next hand on: Stakes and unit… (Ctrl+Shift+M) for a pair&apos;s own stake or the table&apos;s unit, Rules… (Ctrl+Shift+R), Players and seats… (Ctrl+Shift+P) to leave, join, swap or reorder. Each seat&apos;s ⋯ menu has the same for its player. Every change is one recorded action that Undo takes back, and the Ledger lists it between the hands.</translation>
    </message>
    <message>
        <source>Settling up</source>
        <translation>Settling up</translation>
    </message>
    <message>
        <source>Settle up (Ctrl+3) shows each balance and the payments, by pair or in the fewest transfers. Copy as text gives a message for the group chat, ending with the ledger&apos;s fingerprint. Mark settled when everyone has paid; the session can be reopened with a reason.</source>
        <translation>Settle up (Ctrl+3) shows each balance and the payments, by pair or in the fewest transfers. Copy as text gives a message for the group chat, ending with the ledger&apos;s fingerprint. Mark settled when everyone has paid; the session can be reopened with a reason.</translation>
    </message>
    <message>
        <source>Guide and keyboard shortcuts</source>
        <translation>Guide and keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>HandChecks</name>
    <message>
        <source>{rank} high</source>
        <translation>{rank} high</translation>
    </message>
    <message>
        <source>pair of {ranks}</source>
        <translation>pair of {ranks}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>three {ranks}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>four {ranks}</translation>
    </message>
    <message>
        <source>{hand} A to 5</source>
        <translation>{hand} A to 5</translation>
    </message>
    <message>
        <source>{hand} to {rank}</source>
        <translation>{hand} to {rank}</translation>
    </message>
    <message>
        <source>low: {hand}</source>
        <translation>low: {hand}</translation>
    </message>
    <message>
        <source>{weaker} is weaker than {stronger}</source>
        <translation>{weaker} is weaker than {stronger}</translation>
    </message>
    <message>
        <source>the middle is not {rank}-low or better</source>
        <translation>the middle is not {rank}-low or better</translation>
    </message>
    <message>
        <source>{count} cards: a {row} holds {size}</source>
        <translation>{count} cards: a {row} holds {size}</translation>
    </message>
    <message>
        <source>{card} is twice in this row</source>
        <translation>{card} is twice in this row</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>{card} is also in {place}</source>
        <translation>{card} is also in {place}</translation>
    </message>
    <message>
        <source>{natural} · {units} units from each player</source>
        <translation>{natural} · {units} units from each player</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{card} is entered {count} times, the deck holds {held} ({places})</source>
        <translation>{card} is entered {count} times, the deck holds {held} ({places})</translation>
    </message>
    <message>
        <source>{card} is entered twice ({places})</source>
        <translation>{card} is entered twice ({places})</translation>
    </message>
    <message>
        <source>{place} has {count} of {size} cards</source>
        <translation>{place} has {count} of {size} cards</translation>
    </message>
    <message>
        <source>{place} has {count} cards: a {row} holds {size}</source>
        <translation>{place} has {count} cards: a {row} holds {size}</translation>
    </message>
    <message>
        <source>surrender is not allowed under these rules</source>
        <translation>surrender is not allowed under these rules</translation>
    </message>
</context>
<context>
    <name>HandDetail</name>
    <message>
        <source>FOUL</source>
        <translation>FOUL</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>surrendered</translation>
    </message>
    <message>
        <source>natural: {name}</source>
        <translation>natural: {name}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand {number}&lt;/b&gt; · dealer {dealer} · {time}</source>
        <translation>&lt;b&gt;Hand {number}&lt;/b&gt; · dealer {dealer} · {time}</translation>
    </message>
    <message>
        <source>VOID</source>
        <translation>VOID</translation>
    </message>
    <message>
        <source>Played under: {terms}</source>
        <translation>Played under: {terms}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Units</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>set on their phone</source>
        <translation>set on their phone</translation>
    </message>
    <message>
        <source>Pairs (who took each row)</source>
        <translation>Pairs (who took each row)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Void…</translation>
    </message>
    <message>
        <source>The session is settled: reopen it on the Settle up page to change it</source>
        <translation>The session is settled: reopen it on the Settle up page to change it</translation>
    </message>
    <message>
        <source>How did I do (the setting advisor)</source>
        <translation>How did I do (the setting advisor)</translation>
    </message>
    <message>
        <source>Expected units against the other players&apos; unknown hands, under this hand&apos;s rules; estimates</source>
        <translation>Expected units against the other players&apos; unknown hands, under this hand&apos;s rules; estimates</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: no review (not 13 cards set 3-5-5)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: no review (not 13 cards set 3-5-5)</translation>
    </message>
    <message>
        <source>a foul, {units} units</source>
        <translation>a foul, {units} units</translation>
    </message>
    <message>
        <source>{units} units</source>
        <translation>{units} units</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: played {played}; best {best} units; given away &lt;b&gt;{given}&lt;/b&gt;&lt;br&gt;&lt;small&gt;best: {front} · {middle} · {back}&lt;/small&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: played {played}; best {best} units; given away &lt;b&gt;{given}&lt;/b&gt;&lt;br&gt;&lt;small&gt;best: {front} · {middle} · {back}&lt;/small&gt;</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>{name} — hand {number}</source>
        <translation>{name} — hand {number}</translation>
    </message>
    <message>
        <source>{name} already has 13 cards</source>
        <translation>{name} already has 13 cards</translation>
    </message>
    <message>
        <source>{card} is already in {place}: drag it to move it</source>
        <translation>{card} is already in {place}: drag it to move it</translation>
    </message>
    <message>
        <source>{card} is already in {place}</source>
        <translation>{card} is already in {place}</translation>
    </message>
    <message>
        <source>{row} is full: drag one of its cards out first</source>
        <translation>{row} is full: drag one of its cards out first</translation>
    </message>
    <message>
        <source>clear {place}</source>
        <translation>clear {place}</translation>
    </message>
    <message>
        <source>clear the hand</source>
        <translation>clear the hand</translation>
    </message>
    <message>
        <source>set {owner} 13 cards</source>
        <translation>set {owner} 13 cards</translation>
    </message>
</context>
<context>
    <name>HandPage</name>
    <message>
        <source>Cards: click into the active row, or drag onto any row</source>
        <translation>Cards: click into the active row, or drag onto any row</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Cancel correction</source>
        <translation>Cancel correction</translation>
    </message>
    <message>
        <source>This session is settled: reopen it to enter or change a hand</source>
        <translation>This session is settled: reopen it to enter or change a hand</translation>
    </message>
    <message>
        <source>Reopen the session</source>
        <translation>Reopen the session</translation>
    </message>
    <message>
        <source>Why is the settled session reopened?</source>
        <translation>Why is the settled session reopened?</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Reopen</translation>
    </message>
    <message>
        <source>Fantasy Land ({count} cards)</source>
        <translation>Fantasy Land ({count} cards)</translation>
    </message>
    <message>
        <source>no seats</source>
        <translation>no seats</translation>
    </message>
    <message>
        <source>Not ready to record: {problem}</source>
        <translation>Not ready to record: {problem}</translation>
    </message>
    <message>
        <source>Correcting hand {number}: change what was entered wrongly, then press Ctrl+Enter and give the reason.</source>
        <translation>Correcting hand {number}: change what was entered wrongly, then press Ctrl+Enter and give the reason.</translation>
    </message>
    <message>
        <source>Correct hand {number}</source>
        <translation>Correct hand {number}</translation>
    </message>
    <message>
        <source>Why is hand {number} corrected?</source>
        <translation>Why is hand {number} corrected?</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>Save correction</translation>
    </message>
    <message>
        <source>Surrender is not allowed under this session&apos;s rules</source>
        <translation>Surrender is not allowed under this session&apos;s rules</translation>
    </message>
    <message>
        <source>{name} holds no natural</source>
        <translation>{name} holds no natural</translation>
    </message>
    <message>
        <source>{name} needs 13 different cards for a suggestion</source>
        <translation>{name} needs 13 different cards for a suggestion</translation>
    </message>
    <message>
        <source>No suggestion: {problem}</source>
        <translation>No suggestion: {problem}</translation>
    </message>
    <message>
        <source>Every setting of these cards fouls</source>
        <translation>Every setting of these cards fouls</translation>
    </message>
    <message>
        <source>Suggested setting ({units} units expected):</source>
        <translation>Suggested setting ({units} units expected):</translation>
    </message>
    <message>
        <source>{row}: {cards} ({hand})</source>
        <translation>{row}: {cards} ({hand})</translation>
    </message>
    <message>
        <source>As set now: a foul, {units} units ({given} given away)</source>
        <translation>As set now: a foul, {units} units ({given} given away)</translation>
    </message>
    <message>
        <source>As set now: {units} units ({given} given away)</source>
        <translation>As set now: {units} units ({given} given away)</translation>
    </message>
    <message>
        <source>Declaring the natural is worth more: {units} units</source>
        <translation>Declaring the natural is worth more: {units} units</translation>
    </message>
    <message>
        <source>Surrendering costs less: {units} units</source>
        <translation>Surrendering costs less: {units} units</translation>
    </message>
    <message>
        <source>set {owner} rows as suggested</source>
        <translation>set {owner} rows as suggested</translation>
    </message>
    <message>
        <source>Continue it</source>
        <translation>Continue it</translation>
    </message>
    <message>
        <source>An unfinished hand {number} was kept (saved at {time}): {count} cards entered.</source>
        <translation>An unfinished hand {number} was kept (saved at {time}): {count} cards entered.</translation>
    </message>
    <message>
        <source>An unfinished hand {number} was kept: {count} cards entered.</source>
        <translation>An unfinished hand {number} was kept: {count} cards entered.</translation>
    </message>
    <message>
        <source>This session is settled: its Hand page is read-only.</source>
        <translation>This session is settled: its Hand page is read-only.</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>Reopen…</translation>
    </message>
    <message>
        <source>The draft could not be kept: {problem}</source>
        <translation>The draft could not be kept: {problem}</translation>
    </message>
</context>
<context>
    <name>LedgerFeatures</name>
    <message>
        <source>Ledger</source>
        <translation>Ledger</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Settle up</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Export to {format}…</source>
        <translation>Export to {format}…</translation>
    </message>
    <message>
        <source>Write the session as {format}</source>
        <translation>Write the session as {format}</translation>
    </message>
    <message>
        <source>&amp;Import session from JSON…</source>
        <translation>&amp;Import session from JSON…</translation>
    </message>
    <message>
        <source>Add a session exported from another book</source>
        <translation>Add a session exported from another book</translation>
    </message>
    <message>
        <source>Select a hand in the ledger first</source>
        <translation>Select a hand in the ledger first</translation>
    </message>
    <message>
        <source>&amp;Correct hand…</source>
        <translation>&amp;Correct hand…</translation>
    </message>
    <message>
        <source>Correct a recorded hand</source>
        <translation>Correct a recorded hand</translation>
    </message>
    <message>
        <source>&amp;Void hand…</source>
        <translation>&amp;Void hand…</translation>
    </message>
    <message>
        <source>Copy settle-up as &amp;text</source>
        <translation>Copy settle-up as &amp;text</translation>
    </message>
    <message>
        <source>Mark &amp;settled…</source>
        <translation>Mark &amp;settled…</translation>
    </message>
    <message>
        <source>Re&amp;open session…</source>
        <translation>Re&amp;open session…</translation>
    </message>
</context>
<context>
    <name>LedgerMarks</name>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>FL</source>
        <translation>FL</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>✎</source>
        <translation>✎</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>foul</translation>
    </message>
    <message>
        <source>declared natural</source>
        <translation>declared natural</translation>
    </message>
    <message>
        <source>royalties</source>
        <translation>royalties</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>surrender</translation>
    </message>
    <message>
        <source>Fantasy Land</source>
        <translation>Fantasy Land</translation>
    </message>
    <message>
        <source>won the race</source>
        <translation>won the race</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>corrected</translation>
    </message>
</context>
<context>
    <name>LedgerModel</name>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Marks</translation>
    </message>
    <message>
        <source>House</source>
        <translation>House</translation>
    </message>
    <message>
        <source>{name} total</source>
        <translation>{name} total</translation>
    </message>
    <message>
        <source>{name}: money won or lost in the hand</source>
        <translation>{name}: money won or lost in the hand</translation>
    </message>
    <message>
        <source>{name}: running total</source>
        <translation>{name}: running total</translation>
    </message>
    <message>
        <source>House: its collection in the hand (total {amount})</source>
        <translation>House: its collection in the hand (total {amount})</translation>
    </message>
    <message>
        <source>Hand {number} (void)</source>
        <translation>Hand {number} (void)</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>void · </source>
        <translation>void · </translation>
    </message>
    <message>
        <source>{name} did not play hand {number}</source>
        <translation>{name} did not play hand {number}</translation>
    </message>
    <message>
        <source>{name}: {status}, {units} units</source>
        <translation>{name}: {status}, {units} units</translation>
    </message>
    <message>
        <source>natural: {name}</source>
        <translation>natural: {name}</translation>
    </message>
    <message>
        <source>royalty: {row} {hand} +{units}</source>
        <translation>royalty: {row} {hand} +{units}</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>All hands</source>
        <translation>All hands</translation>
    </message>
    <message>
        <source>Fouls (F)</source>
        <translation>Fouls (F)</translation>
    </message>
    <message>
        <source>Naturals (N)</source>
        <translation>Naturals (N)</translation>
    </message>
    <message>
        <source>Royalties (R)</source>
        <translation>Royalties (R)</translation>
    </message>
    <message>
        <source>Surrenders (S)</source>
        <translation>Surrenders (S)</translation>
    </message>
    <message>
        <source>Corrected (✎)</source>
        <translation>Corrected (✎)</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Voided</translation>
    </message>
    <message>
        <source>F foul · N natural · R royalties · S surrender · ✎ corrected · struck through: void · double-click a hand for its cards</source>
        <translation>F foul · N natural · R royalties · S surrender · ✎ corrected · struck through: void · double-click a hand for its cards</translation>
    </message>
    <message>
        <source>This session is settled and read-only. Reopen it on the Settle up page to correct a hand.</source>
        <translation>This session is settled and read-only. Reopen it on the Settle up page to correct a hand.</translation>
    </message>
    <message>
        <source>This session is damaged and read-only: {damage}. Shown up to the event before.</source>
        <translation>This session is damaged and read-only: {damage}. Shown up to the event before.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Each row: what that player won (+) or lost (−) against each other player (live hands).</source>
        <translation>Each row: what that player won (+) or lost (−) against each other player (live hands).</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>Audit trail</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Filter by player</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Everyone</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <source>Filter by mark</source>
        <translation>Filter by mark</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Void…</translation>
    </message>
    <message>
        <source>The hand&apos;s cards, pair results and history (double-click a hand)</source>
        <translation>The hand&apos;s cards, pair results and history (double-click a hand)</translation>
    </message>
    <message>
        <source>Correct the selected hand (asks for a reason)</source>
        <translation>Correct the selected hand (asks for a reason)</translation>
    </message>
    <message>
        <source>Void the selected hand: it stays in the ledger, struck through (asks why)</source>
        <translation>Void the selected hand: it stays in the ledger, struck through (asks why)</translation>
    </message>
    <message>
        <source> ({count} void)</source>
        <translation> ({count} void)</translation>
    </message>
    <message>
        <source> · House {amount}</source>
        <translation> · House {amount}</translation>
    </message>
    <message>
        <source>Hand {number} is void: undo the void to correct it.</source>
        <translation>Hand {number} is void: undo the void to correct it.</translation>
    </message>
    <message>
        <source>Void hand {number}</source>
        <translation>Void hand {number}</translation>
    </message>
    <message>
        <source>Void hand {number}? It stays in the ledger, struck through, and its money leaves the totals.</source>
        <translation>Void hand {number}? It stays in the ledger, struck through, and its money leaves the totals.</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Void hand</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n hand(s)</source>
        <translation>
            <numerusform>{shown} of %n hand</numerusform>
            <numerusform>{shown} of %n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ This ledger does not verify against the book: {problem}</source>
        <translation>⚠ This ledger does not verify against the book: {problem}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>System ({language})</translation>
    </message>
    <message>
        <source>A new language is used from the next start</source>
        <translation>A new language is used from the next start</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Record  Ctrl+↵</source>
        <translation>Record  Ctrl+↵</translation>
    </message>
    <message>
        <source>Undo typing</source>
        <translation>Undo typing</translation>
    </message>
    <message>
        <source>Redo typing</source>
        <translation>Redo typing</translation>
    </message>
    <message>
        <source>More: every menu</source>
        <translation>More: every menu</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Ledger</translation>
    </message>
    <message>
        <source>The ledger of recorded hands appears here.</source>
        <translation>The ledger of recorded hands appears here.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Settle up</translation>
    </message>
    <message>
        <source>Balances and transfers appear here.</source>
        <translation>Balances and transfers appear here.</translation>
    </message>
    <message>
        <source>Open a book</source>
        <translation>Open a book</translation>
    </message>
    <message>
        <source>Scorekeeper books (*.sqlite *.db);;All files (*)</source>
        <translation>Scorekeeper books (*.sqlite *.db);;All files (*)</translation>
    </message>
    <message>
        <source>Open a server book</source>
        <translation>Open a server book</translation>
    </message>
    <message>
        <source>The book&apos;s address, for example postgresql://table3@db.cardroom.lan/cardroom</source>
        <translation>The book&apos;s address, for example postgresql://table3@db.cardroom.lan/cardroom</translation>
    </message>
    <message>
        <source>Open or start a session first</source>
        <translation>Open or start a session first</translation>
    </message>
    <message>
        <source>Cannot open the book</source>
        <translation>Cannot open the book</translation>
    </message>
    <message>
        <source>A server book&apos;s address starts with postgresql://</source>
        <translation>A server book&apos;s address starts with postgresql://</translation>
    </message>
    <message>
        <source>{session} · {rules} · {unit}/unit</source>
        <translation>{session} · {rules} · {unit}/unit</translation>
    </message>
    <message>
        <source>{date}
{rules}
{unit} a unit</source>
        <translation>{date}
{rules}
{unit} a unit</translation>
    </message>
    <message>
        <source>{a}–{b}: {amount} a unit</source>
        <translation>{a}–{b}: {amount} a unit</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>Correcting hand {number}</source>
        <translation>Correcting hand {number}</translation>
    </message>
    <message>
        <source>book: {path}</source>
        <translation>book: {path}</translation>
    </message>
    <message>
        <source>Saved: {what} at {time} · {book}</source>
        <translation>Saved: {what} at {time} · {book}</translation>
    </message>
    <message>
        <source>Updated: changed by another writer</source>
        <translation>Updated: changed by another writer</translation>
    </message>
    <message>
        <source>Undo {what} (Ctrl+Z)</source>
        <translation>Undo {what} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Undo (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo {what} (Ctrl+Shift+Z)</source>
        <translation>Redo {what} (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Redo (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Undo: {what}</source>
        <translation>Undo: {what}</translation>
    </message>
    <message>
        <source>Redo: {what}</source>
        <translation>Redo: {what}</translation>
    </message>
    <message>
        <source>system</source>
        <translation>system</translation>
    </message>
    <message>
        <source>light</source>
        <translation>light</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>dark</translation>
    </message>
    <message>
        <source>&amp;Theme: {theme}</source>
        <translation>&amp;Theme: {theme}</translation>
    </message>
    <message>
        <source>The app already runs in {language}</source>
        <translation>The app already runs in {language}</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>{language} is used from the next start of the app.</source>
        <translation>{language} is used from the next start of the app.</translation>
    </message>
    <message>
        <source>Restart the app now in {language}? The hand being typed is kept.</source>
        <translation>Restart the app now in {language}? The hand being typed is kept.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Scores Chinese poker at the table.&lt;br&gt;Book: {book}</source>
        <translation>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Scores Chinese poker at the table.&lt;br&gt;Book: {book}</translation>
    </message>
</context>
<context>
    <name>ManagerPrompt</name>
    <message>
        <source>Voiding a hand</source>
        <translation>Voiding a hand</translation>
    </message>
    <message>
        <source>Correcting a hand</source>
        <translation>Correcting a hand</translation>
    </message>
    <message>
        <source>Reopening a settled session</source>
        <translation>Reopening a settled session</translation>
    </message>
    <message>
        <source>Changing a stake</source>
        <translation>Changing a stake</translation>
    </message>
    <message>
        <source>Changing the rules</source>
        <translation>Changing the rules</translation>
    </message>
    <message>
        <source>Changing the house collection</source>
        <translation>Changing the house collection</translation>
    </message>
    <message>
        <source>This undo</source>
        <translation>This undo</translation>
    </message>
    <message>
        <source>This redo</source>
        <translation>This redo</translation>
    </message>
    <message>
        <source>Changing or clearing the manager passphrase</source>
        <translation>Changing or clearing the manager passphrase</translation>
    </message>
    <message>
        <source>This change</source>
        <translation>This change</translation>
    </message>
    <message>
        <source>Manager sign-off</source>
        <translation>Manager sign-off</translation>
    </message>
    <message>
        <source>{what} needs the manager&apos;s passphrase.</source>
        <translation>{what} needs the manager&apos;s passphrase.</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>{problem}: type it again.</source>
        <translation>{problem}: type it again.</translation>
    </message>
</context>
<context>
    <name>MatchLabel</name>
    <message>
        <source>Match {number}: hand {hand} of {size}</source>
        <translation>Match {number}: hand {hand} of {size}</translation>
    </message>
    <message>
        <source>match {number}: {winner} won</source>
        <translation>match {number}: {winner} won</translation>
    </message>
    <message>
        <source>match {number}: a tie at the top</source>
        <translation>match {number}: a tie at the top</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Hand</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Session</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Event</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
</context>
<context>
    <name>Naturals</name>
    <message>
        <source>A to 2, all thirteen ranks in one suit</source>
        <translation>A to 2, all thirteen ranks in one suit</translation>
    </message>
    <message>
        <source>all thirteen ranks A to 2, any suits</source>
        <translation>all thirteen ranks A to 2, any suits</translation>
    </message>
    <message>
        <source>all 13 cards J, Q, K or A</source>
        <translation>all 13 cards J, Q, K or A</translation>
    </message>
    <message>
        <source>all three rows straight flushes</source>
        <translation>all three rows straight flushes</translation>
    </message>
    <message>
        <source>three four-of-a-kinds plus one card</source>
        <translation>three four-of-a-kinds plus one card</translation>
    </message>
    <message>
        <source>all 13 cards 8 or higher, or all 8 or lower</source>
        <translation>all 13 cards 8 or higher, or all 8 or lower</translation>
    </message>
    <message>
        <source>all 13 black, or all 13 red</source>
        <translation>all 13 black, or all 13 red</translation>
    </message>
    <message>
        <source>four three-of-a-kinds plus one card (a quad counts as a triple plus a card)</source>
        <translation>four three-of-a-kinds plus one card (a quad counts as a triple plus a card)</translation>
    </message>
    <message>
        <source>five pairs and one three of a kind, no quad</source>
        <translation>five pairs and one three of a kind, no quad</translation>
    </message>
    <message>
        <source>six pairs plus one card (a quad counts as two pairs, a triple as a pair plus a card)</source>
        <translation>six pairs plus one card (a quad counts as two pairs, a triple as a pair plus a card)</translation>
    </message>
    <message>
        <source>all three rows straights (the front a 3-card run)</source>
        <translation>all three rows straights (the front a 3-card run)</translation>
    </message>
    <message>
        <source>all three rows flushes (8 cards of a suit count as two flushes)</source>
        <translation>all three rows flushes (8 cards of a suit count as two flushes)</translation>
    </message>
    <message>
        <source>no J, Q or K (an ace is not a picture)</source>
        <translation>no J, Q or K (an ace is not a picture)</translation>
    </message>
</context>
<context>
    <name>NewSession</name>
    <message>
        <source>New session</source>
        <translation>New session</translation>
    </message>
    <message>
        <source>Players &amp;&amp; stakes</source>
        <translation>Players &amp;&amp; stakes</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>{weekday} night</source>
        <translation>{weekday} night</translation>
    </message>
    <message>
        <source>A name to find the session by later</source>
        <translation>A name to find the session by later</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Place</translation>
    </message>
    <message>
        <source>Players in seating order (clockwise) and the first dealer</source>
        <translation>Players in seating order (clockwise) and the first dealer</translation>
    </message>
    <message>
        <source>pick a player or type a new name</source>
        <translation>pick a player or type a new name</translation>
    </message>
    <message>
        <source>empty seat</source>
        <translation>empty seat</translation>
    </message>
    <message>
        <source>Players already in the book are listed; type a name to add a new player</source>
        <translation>Players already in the book are listed; type a name to add a new player</translation>
    </message>
    <message>
        <source>Deals the first hand (the button then moves one seat clockwise each hand)</source>
        <translation>Deals the first hand (the button then moves one seat clockwise each hand)</translation>
    </message>
    <message>
        <source>D&amp;ate</source>
        <translation>D&amp;ate</translation>
    </message>
    <message>
        <source>Seat &amp;{number}</source>
        <translation>Seat &amp;{number}</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>First &amp;dealer</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>A currency code (EUR, USD...) or leave blank for points</source>
        <translation>A currency code (EUR, USD...) or leave blank for points</translation>
    </message>
    <message>
        <source>Money per unit between any two players, unless the pair agreed their own stake</source>
        <translation>Money per unit between any two players, unless the pair agreed their own stake</translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation>&amp;Currency</translation>
    </message>
    <message>
        <source>&amp;Unit value</source>
        <translation>&amp;Unit value</translation>
    </message>
    <message>
        <source>Per-pair stakes (blank: the unit value)</source>
        <translation>Per-pair stakes (blank: the unit value)</translation>
    </message>
    <message>
        <source>Type an amount in a pair&apos;s cell to give that pair its own money per unit.</source>
        <translation>Type an amount in a pair&apos;s cell to give that pair its own money per unit.</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>R&amp;ules</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>Start session</translation>
    </message>
    <message>
        <source>A session with this name is in the book already</source>
        <translation>A session with this name is in the book already</translation>
    </message>
    <message>
        <source>This table has {count} seats: take {names} off it, or tick an extra suit (加一色) on the Rules tab to seat more</source>
        <translation>This table has {count} seats: take {names} off it, or tick an extra suit (加一色) on the Rules tab to seat more</translation>
    </message>
    <message>
        <source>seat at least 2 players</source>
        <translation>seat at least 2 players</translation>
    </message>
    <message>
        <source>a player is seated twice</source>
        <translation>a player is seated twice</translation>
    </message>
    <message>
        <source>unit value: {problem}</source>
        <translation>unit value: {problem}</translation>
    </message>
    <message>
        <source>unit value: must be more than 0</source>
        <translation>unit value: must be more than 0</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>from {name}</source>
        <translation>from {name}</translation>
    </message>
    <message>
        <source>Each row: what that player won (+) or lost (−) against each other player</source>
        <translation>Each row: what that player won (+) or lost (−) against each other player</translation>
    </message>
    <message>
        <source>{owner} balance: {amount}</source>
        <translation>{owner} balance: {amount}</translation>
    </message>
    <message>
        <source>{name} won from {other}: {amount}</source>
        <translation>{name} won from {other}: {amount}</translation>
    </message>
    <message>
        <source>{name} lost to {other}: {amount}</source>
        <translation>{name} lost to {other}: {amount}</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>tie</translation>
    </message>
    <message>
        <source>even</source>
        <translation>even</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {units} units ({amount})</source>
        <translation>{payer} pays {payee} {units} units ({amount})</translation>
    </message>
</context>
<context>
    <name>PhoneSeats</name>
    <message>
        <source>Submitted on the player&apos;s phone</source>
        <translation>Submitted on the player&apos;s phone</translation>
    </message>
    <message>
        <source>Setting on the phone…</source>
        <translation>Setting on the phone…</translation>
    </message>
    <message>
        <source>Waiting for the phone</source>
        <translation>Waiting for the phone</translation>
    </message>
    <message>
        <source>{name}&apos;s set from the phone</source>
        <translation>{name}&apos;s set from the phone</translation>
    </message>
    <message>
        <source>Entered by {name} on their phone</source>
        <translation>Entered by {name} on their phone</translation>
    </message>
    <message>
        <source>{card} was submitted by both {first} and {second}</source>
        <translation>{card} was submitted by both {first} and {second}</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>You typed “{typed}”. Did you mean {question}</source>
        <translation>You typed “{typed}”. Did you mean {question}</translation>
    </message>
    <message>
        <source>A known player?</source>
        <translation>A known player?</translation>
    </message>
    <message>
        <source>Yes: the session seats {name}. No: “{typed}” is a new player.</source>
        <translation>Yes: the session seats {name}. No: “{typed}” is a new player.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Other names</source>
        <translation>Other names</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Net money</source>
        <translation>Net money</translation>
    </message>
    <message>
        <source>Net units</source>
        <translation>Net units</translation>
    </message>
    <message>
        <source>Money per hand</source>
        <translation>Money per hand</translation>
    </message>
    <message>
        <source>Money per 100 hands</source>
        <translation>Money per 100 hands</translation>
    </message>
    <message>
        <source>Units per hand</source>
        <translation>Units per hand</translation>
    </message>
    <message>
        <source>Units per 100 hands</source>
        <translation>Units per 100 hands</translation>
    </message>
    <message>
        <source>Best night</source>
        <translation>Best night</translation>
    </message>
    <message>
        <source>Worst night</source>
        <translation>Worst night</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>{opponent}: {money} ({units} units, {hands} hands)</source>
        <translation>{opponent}: {money} ({units} units, {hands} hands)</translation>
    </message>
    <message>
        <source>In {currency}</source>
        <translation>In {currency}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Nobody played against this player in these dates.</source>
        <translation>Nobody played against this player in these dates.</translation>
    </message>
    <message>
        <source>Head to head chart</source>
        <translation>Head to head chart</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Tied</translation>
    </message>
    <message>
        <source>Scoops made</source>
        <translation>Scoops made</translation>
    </message>
    <message>
        <source>Scoops suffered</source>
        <translation>Scoops suffered</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation>Surrenders</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>Naturals</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Against</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Units</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Season</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>In every currency</source>
        <translation>In every currency</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Count</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Night</translation>
    </message>
    <message>
        <source>Head to head (what this player received, net)</source>
        <translation>Head to head (what this player received, net)</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>All time</translation>
    </message>
    <message>
        <source>Left out: {problem}</source>
        <translation>Left out: {problem}</translation>
    </message>
    <message>
        <source>Nobody has played yet</source>
        <translation>Nobody has played yet</translation>
    </message>
    <message>
        <source>{player} (also {aliases})</source>
        <translation>{player} (also {aliases})</translation>
    </message>
    <message>
        <source>Not undone: the player register changed since ({what})</source>
        <translation>Not undone: the player register changed since ({what})</translation>
    </message>
    <message>
        <source>merge {other} into {player}</source>
        <translation>merge {other} into {player}</translation>
    </message>
    <message>
        <source>unmerge {other} from {player}</source>
        <translation>unmerge {other} from {player}</translation>
    </message>
    <message>
        <source>Select a player first</source>
        <translation>Select a player first</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Merge players</translation>
    </message>
    <message>
        <source>Which player is also {player}? Their names become {player}&apos;s.</source>
        <translation>Which player is also {player}? Their names become {player}&apos;s.</translation>
    </message>
    <message>
        <source>Select a player with other names first</source>
        <translation>Select a player with other names first</translation>
    </message>
    <message>
        <source>Unmerge a name</source>
        <translation>Unmerge a name</translation>
    </message>
    <message>
        <source>Which of {player}&apos;s names is someone else?</source>
        <translation>Which of {player}&apos;s names is someone else?</translation>
    </message>
    <message>
        <source>There is nobody else in the register</source>
        <translation>There is nobody else in the register</translation>
    </message>
    <message numerus="yes">
        <source>{name} (played %n session(s))?</source>
        <translation>
            <numerusform>{name} (played %n session)?</numerusform>
            <numerusform>{name} (played %n sessions)?</numerusform>
        </translation>
    </message>
    <message>
        <source>Given away against the setting advisor: no hand could be reviewed</source>
        <translation>Given away against the setting advisor: no hand could be reviewed</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: {units} units over {hands} hands ({per} a hand)</source>
        <translation>Given away against the setting advisor: {units} units over {hands} hands ({per} a hand)</translation>
    </message>
    <message>
        <source>; {count} seats the advisor cannot review</source>
        <translation>; {count} seats the advisor cannot review</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: not reviewed yet (Session &gt; Review with the advisor)</source>
        <translation>Given away against the setting advisor: not reviewed yet (Session &gt; Review with the advisor)</translation>
    </message>
    <message>
        <source>Reviewing {player}&apos;s settings with the advisor…</source>
        <translation>Reviewing {player}&apos;s settings with the advisor…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: the review was stopped</source>
        <translation>Given away against the setting advisor: the review was stopped</translation>
    </message>
    <message>
        <source>Summing the book&apos;s nights on this computer for the first time…</source>
        <translation>Summing the book&apos;s nights on this computer for the first time…</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>2s</source>
        <translation>2s</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>3s</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>4s</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5s</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6s</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>7s</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>8s</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>9s</translation>
    </message>
    <message>
        <source>10s</source>
        <translation>10s</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jacks</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>queens</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>kings</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>aces</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>e.g. wrong card in Bob&apos;s back row</source>
        <translation>e.g. wrong card in Bob&apos;s back row</translation>
    </message>
    <message>
        <source>The reason is kept in the hand&apos;s history and the audit trail.</source>
        <translation>The reason is kept in the hand&apos;s history and the audit trail.</translation>
    </message>
</context>
<context>
    <name>RepeatQuestion</name>
    <message>
        <source>The same deal again?</source>
        <translation>The same deal again?</translation>
    </message>
    <message>
        <source>These are the cards of hand {number}, already recorded.

Record them as a new hand all the same? No keeps the typed hand.</source>
        <translation>These are the cards of hand {number}, already recorded.

Record them as a new hand all the same? No keeps the typed hand.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>even</source>
        <translation>even</translation>
    </message>
    <message>
        <source>{count} unit</source>
        <translation>{count} unit</translation>
    </message>
    <message>
        <source>{count} units</source>
        <translation>{count} units</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount} · {money}</source>
        <translation>{payer} pays {payee} {amount} · {money}</translation>
    </message>
    <message>
        <source>{count} of 13 cards</source>
        <translation>{count} of 13 cards</translation>
    </message>
    <message>
        <source>13 cards ✓</source>
        <translation>13 cards ✓</translation>
    </message>
    <message>
        <source>+{count} points · {total} in the game</source>
        <translation>+{count} points · {total} in the game</translation>
    </message>
    <message>
        <source>+{count}</source>
        <translation>+{count}</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>This hand</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>The result shows when every seat has its 13 cards</source>
        <translation>The result shows when every seat has its 13 cards</translation>
    </message>
    <message>
        <source>{a} v {b}</source>
        <translation>{a} v {b}</translation>
    </message>
    <message>
        <source>Hand {number}: the result</source>
        <translation>Hand {number}: the result</translation>
    </message>
    <message>
        <source>Ctrl+Enter records hand {number}</source>
        <translation>Ctrl+Enter records hand {number}</translation>
    </message>
    <message>
        <source>{a} {hand_a} v {b} {hand_b}</source>
        <translation>{a} {hand_a} v {b} {hand_b}</translation>
    </message>
    <message>
        <source>Rows from {owner} side: ✓ won, ✗ lost, = tied</source>
        <translation>Rows from {owner} side: ✓ won, ✗ lost, = tied</translation>
    </message>
</context>
<context>
    <name>RuleDescriptions</name>
    <message>
        <source>2-4: 1 per row plus 1 overall for two rows; 1-6: 1 per row plus 3 for a scoop; per-row: 1 per row.</source>
        <translation>2-4: 1 per row plus 1 overall for two rows; 1-6: 1 per row plus 3 for a scoop; per-row: 1 per row.</translation>
    </message>
    <message>
        <source>Units a row earns for a strong hand (exact category; a front entry may name a rank).</source>
        <translation>Units a row earns for a strong hand (exact category; a front entry may name a rank).</translation>
    </message>
    <message>
        <source>winner-only: paid by an opponent whose row it beats; always: collected from everyone, the difference moves; cancel: not paid when both hold one in that row.</source>
        <translation>winner-only: paid by an opponent whose row it beats; always: collected from everyone, the difference moves; cancel: not paid when both hold one in that row.</translation>
    </message>
    <message>
        <source>A player claims only their largest royalty.</source>
        <translation>A player claims only their largest royalty.</translation>
    </message>
    <message>
        <source>Naturals switched on, with their units; a natural wins at once and is not set.</source>
        <translation>Naturals switched on, with their units; a natural wins at once and is not set.</translation>
    </message>
    <message>
        <source>Units a surrendering player pays each opponent who plays; null: surrender not allowed.</source>
        <translation>Units a surrendering player pays each opponent who plays; null: surrender not allowed.</translation>
    </message>
    <message>
        <source>A mis-set hand pays as if scooped (scoop), a fixed number of units, or plays its rows (play).</source>
        <translation>A mis-set hand pays as if scooped (scoop), a fixed number of units, or plays its rows (play).</translation>
    </message>
    <message>
        <source>A fouled player also pays the opponent&apos;s royalties.</source>
        <translation>A fouled player also pays the opponent&apos;s royalties.</translation>
    </message>
    <message>
        <source>Everything between two players is multiplied when one wins all three rows (打槍).</source>
        <translation>Everything between two players is multiplied when one wins all three rows (打槍).</translation>
    </message>
    <message>
        <source>A player who scoops every opponent at a table of 3+ has each payment multiplied again (全壘打).</source>
        <translation>A player who scoops every opponent at a table of 3+ has each payment multiplied again (全壘打).</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the lowest straight, or second-highest (just below 10-J-Q-K-A).</source>
        <translation>A-2-3-4-5 is the lowest straight, or second-highest (just below 10-J-Q-K-A).</translation>
    </message>
    <message>
        <source>lowball: the middle plays deuce-to-seven low; then only back &gt;= front is required.</source>
        <translation>lowball: the middle plays deuce-to-seven low; then only back &gt;= front is required.</translation>
    </message>
    <message>
        <source>Q-K-A counts as a front run for the three-straights natural.</source>
        <translation>Q-K-A counts as a front run for the three-straights natural.</translation>
    </message>
    <message>
        <source>classic: every pair head to head; criss-cross: heads-up, each player sets two hands, each plays both of the opponent&apos;s; race: 1 point per best row at the table, first to the race target wins.</source>
        <translation>classic: every pair head to head; criss-cross: heads-up, each player sets two hands, each plays both of the opponent&apos;s; race: 1 point per best row at the table, first to the race target wins.</translation>
    </message>
    <message>
        <source>At most this many players sit at a hand (Pineapple: 3).</source>
        <translation>At most this many players sit at a hand (Pineapple: 3).</translation>
    </message>
    <message>
        <source>Queens or better in the front without fouling: the next hand is played in Fantasy Land; stay with front trips, a full house or better in the middle, or quads or better in the back.</source>
        <translation>Queens or better in the front without fouling: the next hand is played in Fantasy Land; stay with front trips, a full house or better in the middle, or quads or better in the back.</translation>
    </message>
    <message>
        <source>Cards dealt at once in Fantasy Land (OFC 13, Pineapple 14).</source>
        <translation>Cards dealt at once in Fantasy Land (OFC 13, Pineapple 14).</translation>
    </message>
    <message>
        <source>Progressive Fantasy Land: QQ deals 14 cards, KK 15, AA 16, front trips 17.</source>
        <translation>Progressive Fantasy Land: QQ deals 14 cards, KK 15, AA 16, front trips 17.</translation>
    </message>
    <message>
        <source>Race: the points that win a game.</source>
        <translation>Race: the points that win a game.</translation>
    </message>
    <message>
        <source>Race: units each other player of a game pays its winner; null: no money moves.</source>
        <translation>Race: units each other player of a game pays its winner; null: no money moves.</translation>
    </message>
    <message>
        <source>Suits break ties between rows of equal rank, strongest first (shcd: spades &gt; hearts &gt; clubs &gt; diamonds): the first card in ranking order whose suits differ decides, in scoring and in the setting rule.</source>
        <translation>Suits break ties between rows of equal rank, strongest first (shcd: spades &gt; hearts &gt; clubs &gt; diamonds): the first card in ranking order whose suits differ decides, in scoring and in the setting rule.</translation>
    </message>
    <message>
        <source>With a deuce-to-seven middle: it must be this low or better (highest card at most this rank, no pair, straight or flush), else the hand fouls.</source>
        <translation>With a deuce-to-seven middle: it must be this low or better (highest card at most this rank, no pair, straight or flush), else the hand fouls.</translation>
    </message>
    <message>
        <source>What makes six pairs: a quad as two pairs and a triple as a pair plus a card; quads only (a triple breaks it); or plain pairs only.</source>
        <translation>What makes six pairs: a quad as two pairs and a triple as a pair plus a card; quads only (a triple breaks it); or plain pairs only.</translation>
    </message>
    <message>
        <source>as-set: three flushes, three straights and three straight flushes count only when the rows as entered make them; any-split: found from the 13 cards.</source>
        <translation>as-set: three flushes, three straights and three straight flushes count only when the rows as entered make them; any-split: found from the 13 cards.</translation>
    </message>
    <message>
        <source>Two declared naturals: the stronger collects its units (compare), or nothing moves (tie).</source>
        <translation>Two declared naturals: the stronger collects its units (compare), or nothing moves (tie).</translation>
    </message>
    <message>
        <source>马牌: every pair whose players hold this card is multiplied by the horse multiplier once per holder, natural, foul and surrender payments included.</source>
        <translation>马牌: every pair whose players hold this card is multiplied by the horse multiplier once per holder, natural, foul and surrender payments included.</translation>
    </message>
    <message>
        <source>What the horse card multiplies a pair by (&gt;= 1).</source>
        <translation>What the horse card multiplies a pair by (&gt;= 1).</translation>
    </message>
    <message>
        <source>坐庄: everyone plays only the banker (the hand&apos;s dealer), each at their own multiple 1-5; only the banker can make a home run.</source>
        <translation>坐庄: everyone plays only the banker (the hand&apos;s dealer), each at their own multiple 1-5; only the banker can make a home run.</translation>
    </message>
    <message>
        <source>加一色 / 多一色: one more copy of every card of each listed suit (s: 65 cards, 5 players; s and h: 78 cards, 6 players); five of a kind ranks above a straight flush.</source>
        <translation>加一色 / 多一色: one more copy of every card of each listed suit (s: 65 cards, 5 players; s and h: 78 cards, 6 players); five of a kind ranks above a straight flush.</translation>
    </message>
    <message>
        <source>Sessions: a match ends after this many hands, with its own totals and winner.</source>
        <translation>Sessions: a match ends after this many hands, with its own totals and winner.</translation>
    </message>
    <message>
        <source>A player collects at most this many royalty units in a hand from each opponent.</source>
        <translation>A player collects at most this many royalty units in a hand from each opponent.</translation>
    </message>
    <message>
        <source>A pair&apos;s payment in a hand where one scoops the other is at most this many units.</source>
        <translation>A pair&apos;s payment in a hand where one scoops the other is at most this many units.</translation>
    </message>
    <message>
        <source>A pair&apos;s payment in a hand where the payer is part of a home run is at most this.</source>
        <translation>A pair&apos;s payment in a hand where the payer is part of a home run is at most this.</translation>
    </message>
    <message>
        <source>Fantasy Land: the weakest unfouled front that enters (QQ, KK, AA or trips).</source>
        <translation>Fantasy Land: the weakest unfouled front that enters (QQ, KK, AA or trips).</translation>
    </message>
    <message>
        <source>Fantasy Land: with a deuce-to-seven middle, a 7-5-4-3-2 middle enters too.</source>
        <translation>Fantasy Land: with a deuce-to-seven middle, a 7-5-4-3-2 middle enters too.</translation>
    </message>
    <message>
        <source>stays: after a hand in which anyone played Fantasy Land the dealer does not move, and a match does not count that hand.</source>
        <translation>stays: after a hand in which anyone played Fantasy Land the dealer does not move, and a match does not count that hand.</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Classic 2-4</source>
        <translation>Classic 2-4</translation>
    </message>
    <message>
        <source>Classic 1-6</source>
        <translation>Classic 1-6</translation>
    </message>
    <message>
        <source>Thirteen Water (十三水)</source>
        <translation>Thirteen Water (十三水)</translation>
    </message>
    <message>
        <source>Open-face (OFC)</source>
        <translation>Open-face (OFC)</translation>
    </message>
    <message>
        <source>Pineapple (OFC, 3 players)</source>
        <translation>Pineapple (OFC, 3 players)</translation>
    </message>
    <message>
        <source>Criss Cross (heads-up, two hands)</source>
        <translation>Criss Cross (heads-up, two hands)</translation>
    </message>
    <message>
        <source>Race to 11</source>
        <translation>Race to 11</translation>
    </message>
    <message>
        <source>十三水 room (suits, horse card 5♥)</source>
        <translation>十三水 room (suits, horse card 5♥)</translation>
    </message>
    <message>
        <source>2-7 Pineapple (low middle)</source>
        <translation>2-7 Pineapple (low middle)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>2-4 (row + overall)</source>
        <translation>2-4 (row + overall)</translation>
    </message>
    <message>
        <source>1-6 (row + scoop bonus)</source>
        <translation>1-6 (row + scoop bonus)</translation>
    </message>
    <message>
        <source>Per row</source>
        <translation>Per row</translation>
    </message>
    <message>
        <source>Winner only</source>
        <translation>Winner only</translation>
    </message>
    <message>
        <source>Always (difference)</source>
        <translation>Always (difference)</translation>
    </message>
    <message>
        <source>Cancel when both hold</source>
        <translation>Cancel when both hold</translation>
    </message>
    <message>
        <source>Lowest straight</source>
        <translation>Lowest straight</translation>
    </message>
    <message>
        <source>Second-highest straight</source>
        <translation>Second-highest straight</translation>
    </message>
    <message>
        <source>High (normal)</source>
        <translation>High (normal)</translation>
    </message>
    <message>
        <source>Lowball (2-7 low)</source>
        <translation>Lowball (2-7 low)</translation>
    </message>
    <message>
        <source>Classic (every pair head to head)</source>
        <translation>Classic (every pair head to head)</translation>
    </message>
    <message>
        <source>Criss Cross (heads-up, two hands each)</source>
        <translation>Criss Cross (heads-up, two hands each)</translation>
    </message>
    <message>
        <source>Race (points for the best rows)</source>
        <translation>Race (points for the best rows)</translation>
    </message>
    <message>
        <source>Pays as if scooped</source>
        <translation>Pays as if scooped</translation>
    </message>
    <message>
        <source>Rows play as set</source>
        <translation>Rows play as set</translation>
    </message>
    <message>
        <source>Pays a fixed amount</source>
        <translation>Pays a fixed amount</translation>
    </message>
    <message>
        <source>custom rules ({scoring})</source>
        <translation>custom rules ({scoring})</translation>
    </message>
    <message>
        <source>Surrender of {units} units is outside the sensible range: it should cost between losing two rows ({low}) and being scooped ({high} under {scoring}).</source>
        <translation>Surrender of {units} units is outside the sensible range: it should cost between losing two rows ({low}) and being scooped ({high} under {scoring}).</translation>
    </message>
    <message>
        <source>Start from a named rule set; any change below makes the rules custom</source>
        <translation>Start from a named rule set; any change below makes the rules custom</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Preset:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Scoring method</source>
        <translation>Scoring method</translation>
    </message>
    <message>
        <source>allowed, costs</source>
        <translation>allowed, costs</translation>
    </message>
    <message>
        <source>units</source>
        <translation>units</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Surrender</translation>
    </message>
    <message>
        <source>A fouled hand</source>
        <translation>A fouled hand</translation>
    </message>
    <message>
        <source>also pays the opponent&apos;s royalties</source>
        <translation>also pays the opponent&apos;s royalties</translation>
    </message>
    <message>
        <source>Scoop multiplier (打槍)</source>
        <translation>Scoop multiplier (打槍)</translation>
    </message>
    <message>
        <source>Home-run multiplier (全壘打)</source>
        <translation>Home-run multiplier (全壘打)</translation>
    </message>
    <message>
        <source>A-2-3-4-5 (the wheel)</source>
        <translation>A-2-3-4-5 (the wheel)</translation>
    </message>
    <message>
        <source>Middle row</source>
        <translation>Middle row</translation>
    </message>
    <message>
        <source>Q-K-A is a front run</source>
        <translation>Q-K-A is a front run</translation>
    </message>
    <message>
        <source>Naturals (win at once, not set)</source>
        <translation>Naturals (win at once, not set)</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Paid</translation>
    </message>
    <message>
        <source>only the largest royalty of a hand counts</source>
        <translation>only the largest royalty of a hand counts</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Units</translation>
    </message>
    <message>
        <source>Add royalty</source>
        <translation>Add royalty</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Remove selected</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players at most</source>
        <translation>Players at most</translation>
    </message>
    <message>
        <source>on, deals</source>
        <translation>on, deals</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cards</translation>
    </message>
    <message>
        <source>Fantasy Land</source>
        <translation>Fantasy Land</translation>
    </message>
    <message>
        <source>progressive (QQ 14, KK 15, AA 16, trips 17)</source>
        <translation>progressive (QQ 14, KK 15, AA 16, trips 17)</translation>
    </message>
    <message>
        <source>Race to</source>
        <translation>Race to</translation>
    </message>
    <message>
        <source>the others pay the winner</source>
        <translation>the others pay the winner</translation>
    </message>
    <message>
        <source>Race game stake</source>
        <translation>Race game stake</translation>
    </message>
    <message>
        <source>Which row earns it</source>
        <translation>Which row earns it</translation>
    </message>
    <message>
        <source>The exact hand the row must hold</source>
        <translation>The exact hand the row must hold</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>Fronts only: the pair or trips rank this entry is for (any: every rank)</source>
        <translation>Fronts only: the pair or trips rank this entry is for (any: every rank)</translation>
    </message>
    <message>
        <source>Units the royalty earns</source>
        <translation>Units the royalty earns</translation>
    </message>
    <message>
        <source>quads and triples count</source>
        <translation>quads and triples count</translation>
    </message>
    <message>
        <source>quads count, a triple breaks it</source>
        <translation>quads count, a triple breaks it</translation>
    </message>
    <message>
        <source>plain pairs only</source>
        <translation>plain pairs only</translation>
    </message>
    <message>
        <source>from the 13 cards</source>
        <translation>from the 13 cards</translation>
    </message>
    <message>
        <source>only as the rows are set</source>
        <translation>only as the rows are set</translation>
    </message>
    <message>
        <source>the stronger collects</source>
        <translation>the stronger collects</translation>
    </message>
    <message>
        <source>two naturals tie</source>
        <translation>two naturals tie</translation>
    </message>
    <message>
        <source>moves every hand</source>
        <translation>moves every hand</translation>
    </message>
    <message>
        <source>stays after a Fantasy Land hand</source>
        <translation>stays after a Fantasy Land hand</translation>
    </message>
    <message>
        <source>off (suits never decide)</source>
        <translation>off (suits never decide)</translation>
    </message>
    <message>
        <source>More rules (suits, room rules, caps)</source>
        <translation>More rules (suits, room rules, caps)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Suits break ties</source>
        <translation>Suits break ties</translation>
    </message>
    <message>
        <source>2-7 middle must be at least</source>
        <translation>2-7 middle must be at least</translation>
    </message>
    <message>
        <source>Six pairs</source>
        <translation>Six pairs</translation>
    </message>
    <message>
        <source>Three flushes / straights</source>
        <translation>Three flushes / straights</translation>
    </message>
    <message>
        <source>Natural against natural</source>
        <translation>Natural against natural</translation>
    </message>
    <message>
        <source>Horse card (马牌), multiplier</source>
        <translation>Horse card (马牌), multiplier</translation>
    </message>
    <message>
        <source>the dealer banks; each player&apos;s multiple 1-5</source>
        <translation>the dealer banks; each player&apos;s multiple 1-5</translation>
    </message>
    <message>
        <source>Banker (坐庄)</source>
        <translation>Banker (坐庄)</translation>
    </message>
    <message>
        <source>Extra suits (加一色)</source>
        <translation>Extra suits (加一色)</translation>
    </message>
    <message>
        <source>Hands in a match</source>
        <translation>Hands in a match</translation>
    </message>
    <message>
        <source>Caps: royalties, scoop, home run</source>
        <translation>Caps: royalties, scoop, home run</translation>
    </message>
    <message>
        <source>trips</source>
        <translation>trips</translation>
    </message>
    <message>
        <source>Fantasy Land from</source>
        <translation>Fantasy Land from</translation>
    </message>
    <message>
        <source>a 7-5-4-3-2 low middle enters too</source>
        <translation>a 7-5-4-3-2 low middle enters too</translation>
    </message>
    <message>
        <source>Dealer button</source>
        <translation>Dealer button</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Type cards (6s 10h K♦), click them in the picker, or drag them here. Right-click clears.</source>
        <translation>Type cards (6s 10h K♦), click them in the picker, or drag them here. Right-click clears.</translation>
    </message>
    <message>
        <source>paste: {problem}</source>
        <translation>paste: {problem}</translation>
    </message>
    <message>
        <source>Seat actions</source>
        <translation>Seat actions</translation>
    </message>
    <message>
        <source>13 cards, back first: As Ks Qs Js Ts …</source>
        <translation>13 cards, back first: As Ks Qs Js Ts …</translation>
    </message>
    <message>
        <source>Type all 13 cards; Enter sets them as entered (back 5, middle 5, front 3); Esc cancels</source>
        <translation>Type all 13 cards; Enter sets them as entered (back 5, middle 5, front 3); Esc cancels</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Declare</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Play it</translation>
    </message>
    <message>
        <source>Collect the natural now; the rows are not compared (Ctrl+Shift+D toggles)</source>
        <translation>Collect the natural now; the rows are not compared (Ctrl+Shift+D toggles)</translation>
    </message>
    <message>
        <source>Do not declare: play the rows as set (Ctrl+Shift+D toggles)</source>
        <translation>Do not declare: play the rows as set (Ctrl+Shift+D toggles)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Set the rows as suggested (Ctrl+Z undoes it)</source>
        <translation>Set the rows as suggested (Ctrl+Z undoes it)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Surrender</translation>
    </message>
    <message>
        <source>This player folds and pays the surrender units (Ctrl+Shift+S)</source>
        <translation>This player folds and pays the surrender units (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>seat {number} · dealer</source>
        <translation>seat {number} · dealer</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>seat {number}</translation>
    </message>
    <message>
        <source>⚠ FOUL: {problem} (rows still play under these rules)</source>
        <translation>⚠ FOUL: {problem} (rows still play under these rules)</translation>
    </message>
    <message>
        <source>⚠ FOUL: {problem}</source>
        <translation>⚠ FOUL: {problem}</translation>
    </message>
    <message>
        <source>✦ Natural: {natural}</source>
        <translation>✦ Natural: {natural}</translation>
    </message>
    <message>
        <source>{cards}  — Enter sets them as shown</source>
        <translation>{cards}  — Enter sets them as shown</translation>
    </message>
    <message>
        <source>{count} cards: one seat holds 13, remove {extra}</source>
        <translation>{count} cards: one seat holds 13, remove {extra}</translation>
    </message>
    <message>
        <source>{count} of 13 cards (back first, then middle, then front)</source>
        <translation>{count} of 13 cards (back first, then middle, then front)</translation>
    </message>
    <message>
        <source>Enter needs exactly 13 cards; now {count}</source>
        <translation>Enter needs exactly 13 cards; now {count}</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Players enter their own hands</source>
        <translation>Players enter their own hands</translation>
    </message>
    <message>
        <source>Each player scans their own seat&apos;s code and sets their hand on their phone; the Hand page shows what they submit, and nothing reaches the book until you record it (Ctrl+Enter).</source>
        <translation>Each player scans their own seat&apos;s code and sets their hand on their phone; the Hand page shows what they submit, and nothing reaches the book until you record it (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>Watch the table</source>
        <translation>Watch the table</translation>
    </message>
    <message>
        <source>Link revoked</source>
        <translation>Link revoked</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revoke</translation>
    </message>
    <message>
        <source>New link</source>
        <translation>New link</translation>
    </message>
</context>
<context>
    <name>SessionAdmin</name>
    <message>
        <source>Another session is called “{name}” too</source>
        <translation>Another session is called “{name}” too</translation>
    </message>
    <message>
        <source>A session with hands cannot be deleted: archive it instead</source>
        <translation>A session with hands cannot be deleted: archive it instead</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>Rename session</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>New name:</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Delete session</translation>
    </message>
    <message>
        <source>Delete the empty session “{name}” from the book?</source>
        <translation>Delete the empty session “{name}” from the book?</translation>
    </message>
</context>
<context>
    <name>SessionChanges</name>
    <message>
        <source>Open or start a session first</source>
        <translation>Open or start a session first</translation>
    </message>
    <message>
        <source>This session is settled: reopen it to change it</source>
        <translation>This session is settled: reopen it to change it</translation>
    </message>
    <message>
        <source>At least 2 players must stay seated</source>
        <translation>At least 2 players must stay seated</translation>
    </message>
    <message>
        <source>{name} is seated already</source>
        <translation>{name} is seated already</translation>
    </message>
    <message>
        <source>Replace {name}</source>
        <translation>Replace {name}</translation>
    </message>
    <message>
        <source>Who sits in {name}&apos;s seat (a returning player or a new name):</source>
        <translation>Who sits in {name}&apos;s seat (a returning player or a new name):</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <source>SESSION</source>
        <translation>SESSION</translation>
    </message>
    <message>
        <source>OWN STAKES</source>
        <translation>OWN STAKES</translation>
    </message>
    <message>
        <source>{name} (out)</source>
        <translation>{name} (out)</translation>
    </message>
    <message>
        <source>Dealer: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Dealer: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Next: &lt;b&gt;hand {number}&lt;/b&gt;</source>
        <translation>Next: &lt;b&gt;hand {number}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) recorded</source>
        <translation>
            <numerusform>%n hand recorded</numerusform>
            <numerusform>%n hands recorded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>record hand {number}</source>
        <translation>record hand {number}</translation>
    </message>
    <message>
        <source>correct hand {number}</source>
        <translation>correct hand {number}</translation>
    </message>
    <message>
        <source>void hand {number}</source>
        <translation>void hand {number}</translation>
    </message>
    <message>
        <source>stake {a}–{b} {amount}</source>
        <translation>stake {a}–{b} {amount}</translation>
    </message>
    <message>
        <source>table unit {amount}</source>
        <translation>table unit {amount}</translation>
    </message>
    <message>
        <source>rules from hand {number}</source>
        <translation>rules from hand {number}</translation>
    </message>
    <message>
        <source>seats: {players}</source>
        <translation>seats: {players}</translation>
    </message>
    <message>
        <source>{amount} a unit</source>
        <translation>{amount} a unit</translation>
    </message>
    <message>
        <source>from hand {number}: {a}–{b} {amount} a unit</source>
        <translation>from hand {number}: {a}–{b} {amount} a unit</translation>
    </message>
    <message>
        <source>from hand {number}: everyone {amount} a unit</source>
        <translation>from hand {number}: everyone {amount} a unit</translation>
    </message>
    <message>
        <source>from hand {number}: rules {rules}</source>
        <translation>from hand {number}: rules {rules}</translation>
    </message>
    <message>
        <source>from hand {number}: seated {players}</source>
        <translation>from hand {number}: seated {players}</translation>
    </message>
</context>
<context>
    <name>SettleCash</name>
    <message>
        <source>Cash at the table</source>
        <translation>Cash at the table</translation>
    </message>
    <message>
        <source>Money in {money_in} · money out {money_out} · still on the table {on_table} · house {house}</source>
        <translation>Money in {money_in} · money out {money_out} · still on the table {on_table} · house {house}</translation>
    </message>
    <message>
        <source>⚠ Not ready to settle: {problems}</source>
        <translation>⚠ Not ready to settle: {problems}</translation>
    </message>
    <message>
        <source>✓ Money in = money out + house: every stack is cashed out</source>
        <translation>✓ Money in = money out + house: every stack is cashed out</translation>
    </message>
</context>
<context>
    <name>SettleModels</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Balance</translation>
    </message>
    <message>
        <source>Rounded off</source>
        <translation>Rounded off</translation>
    </message>
    <message>
        <source>What rounding the payments to the smallest coin moved (sums to zero)</source>
        <translation>What rounding the payments to the smallest coin moved (sums to zero)</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>To</source>
        <translation>To</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} pays {payee} {amount}</translation>
    </message>
</context>
<context>
    <name>SettlePage</name>
    <message>
        <source>{head}: everyone is square.</source>
        <translation>{head}: everyone is square.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} pays {payee} {amount}</translation>
    </message>
    <message>
        <source>{head}: {payments}.</source>
        <translation>{head}: {payments}.</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Balances</translation>
    </message>
    <message>
        <source>Plus: is owed money; minus: owes</source>
        <translation>Plus: is owed money; minus: owes</translation>
    </message>
    <message>
        <source>By pair (each pair&apos;s own stakes)</source>
        <translation>By pair (each pair&apos;s own stakes)</translation>
    </message>
    <message>
        <source>One payment per pair that played, not netted</source>
        <translation>One payment per pair that played, not netted</translation>
    </message>
    <message>
        <source>Fewest transfers</source>
        <translation>Fewest transfers</translation>
    </message>
    <message>
        <source>The same balances in as few payments as possible</source>
        <translation>The same balances in as few payments as possible</translation>
    </message>
    <message>
        <source>Compare it with the other players&apos; copies: the same fingerprint means the same ledger</source>
        <translation>Compare it with the other players&apos; copies: the same fingerprint means the same ledger</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copy as text</translation>
    </message>
    <message>
        <source>Copy the payments as one message for the group chat, with the fingerprint</source>
        <translation>Copy the payments as one message for the group chat, with the fingerprint</translation>
    </message>
    <message>
        <source>fewest payments</source>
        <translation>fewest payments</translation>
    </message>
    <message>
        <source>by pair</source>
        <translation>by pair</translation>
    </message>
    <message>
        <source>Payments in the message</source>
        <translation>Payments in the message</translation>
    </message>
    <message>
        <source>Mark settled…</source>
        <translation>Mark settled…</translation>
    </message>
    <message>
        <source>Copy as text gives</source>
        <translation>Copy as text gives</translation>
    </message>
    <message>
        <source>No session is open</source>
        <translation>No session is open</translation>
    </message>
    <message>
        <source>Ledger fingerprint: {fingerprint}</source>
        <translation>Ledger fingerprint: {fingerprint}</translation>
    </message>
    <message>
        <source>✓ verified</source>
        <translation>✓ verified</translation>
    </message>
    <message>
        <source>Every recorded action checks out against the book</source>
        <translation>Every recorded action checks out against the book</translation>
    </message>
    <message>
        <source>⚠ does not verify</source>
        <translation>⚠ does not verify</translation>
    </message>
    <message>
        <source>Fingerprint {fingerprint}.</source>
        <translation>Fingerprint {fingerprint}.</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>Reopen…</translation>
    </message>
    <message>
        <source>Allow corrections again (asks for a reason, kept in the audit trail)</source>
        <translation>Allow corrections again (asks for a reason, kept in the audit trail)</translation>
    </message>
    <message>
        <source>Close the books on this session: it becomes read-only until reopened</source>
        <translation>Close the books on this session: it becomes read-only until reopened</translation>
    </message>
    <message>
        <source>Not settled: {reason}</source>
        <translation>Not settled: {reason}</translation>
    </message>
    <message>
        <source>⚠ The ledger does not verify: {problems}. The book was changed outside the scorekeeper; do not settle from it.</source>
        <translation>⚠ The ledger does not verify: {problems}. The book was changed outside the scorekeeper; do not settle from it.</translation>
    </message>
    <message>
        <source>Settled. The session is read-only; reopen it to correct a hand.</source>
        <translation>Settled. The session is read-only; reopen it to correct a hand.</translation>
    </message>
    <message>
        <source>Copied: {message}</source>
        <translation>Copied: {message}</translation>
    </message>
    <message>
        <source>Reopen session</source>
        <translation>Reopen session</translation>
    </message>
    <message>
        <source>Reopen {session}? Hands can be corrected again. Why?</source>
        <translation>Reopen {session}? Hands can be corrected again. Why?</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Reopen</translation>
    </message>
    <message>
        <source>e.g. Cat paid the wrong amount</source>
        <translation>e.g. Cat paid the wrong amount</translation>
    </message>
    <message>
        <source>The reason is kept in the session&apos;s audit trail.</source>
        <translation>The reason is kept in the session&apos;s audit trail.</translation>
    </message>
    <message>
        <source>Mark settled</source>
        <translation>Mark settled</translation>
    </message>
    <message>
        <source>Mark {session} as settled? It becomes read-only until reopened. A note is optional (e.g. paid in cash).</source>
        <translation>Mark {session} as settled? It becomes read-only until reopened. A note is optional (e.g. paid in cash).</translation>
    </message>
    <message>
        <source>e.g. paid in cash</source>
        <translation>e.g. paid in cash</translation>
    </message>
    <message>
        <source>The note is kept in the session&apos;s audit trail.</source>
        <translation>The note is kept in the session&apos;s audit trail.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, %n hand(s)</source>
        <translation>
            <numerusform>{name}, %n hand</numerusform>
            <numerusform>{name}, %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share this table</source>
        <translation>Share this table</translation>
    </message>
    <message>
        <source>Phones that open this code see the table live: totals, the last hand, the ledger and the settle-up. Nothing can be changed from a phone.</source>
        <translation>Phones that open this code see the table live: totals, the last hand, the ledger and the settle-up. Nothing can be changed from a phone.</translation>
    </message>
    <message>
        <source>Phones on this network can open it</source>
        <translation>Phones on this network can open it</translation>
    </message>
    <message>
        <source>Otherwise only this computer can open the address (127.0.0.1)</source>
        <translation>Otherwise only this computer can open the address (127.0.0.1)</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Copy address</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Stop sharing</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Not shared</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>The share server stopped</source>
        <translation>The share server stopped</translation>
    </message>
    <message>
        <source>The share server could not be started</source>
        <translation>The share server could not be started</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Type a card</source>
        <translation>Type a card</translation>
    </message>
    <message>
        <source>rank then suit: 6s, 10h, T♥, kd (spaces and commas are fine)</source>
        <translation>rank then suit: 6s, 10h, T♥, kd (spaces and commas are fine)</translation>
    </message>
    <message>
        <source>Remove the last card</source>
        <translation>Remove the last card</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Next row / previous row</source>
        <translation>Next row / previous row</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab (or ↓ / ↑)</source>
        <translation>Tab / Shift+Tab (or ↓ / ↑)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>StakesModel</name>
    <message>
        <source>their own stake: {amount}</source>
        <translation>their own stake: {amount}</translation>
    </message>
    <message>
        <source>the session&apos;s unit value</source>
        <translation>the session&apos;s unit value</translation>
    </message>
    <message>
        <source>{a} and {b} play for {stake} per unit. Type an amount, or clear it for the default.</source>
        <translation>{a} and {b} play for {stake} per unit. Type an amount, or clear it for the default.</translation>
    </message>
    <message>
        <source>Stake {a}–{b}: {problem}</source>
        <translation>Stake {a}–{b}: {problem}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Won / lost</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Per hand</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>This month</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>This year</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>All time</translation>
    </message>
    <message>
        <source>Live hands of every session in the book; voided hands do not count.</source>
        <translation>Live hands of every session in the book; voided hands do not count.</translation>
    </message>
    <message>
        <source>No hands recorded from {since} to {until}</source>
        <translation>No hands recorded from {since} to {until}</translation>
    </message>
    <message>
        <source>⚠ These standings do not verify against the book: {problem}</source>
        <translation>⚠ These standings do not verify against the book: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), hands played from {since} to {until}</source>
        <translation>
            <numerusform>%n player, hands played from {since} to {until}</numerusform>
            <numerusform>%n players, hands played from {since} to {until}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New session…</source>
        <translation>New session…</translation>
    </message>
    <message>
        <source>Seat the players, agree stakes and rules (Ctrl+N)</source>
        <translation>Seat the players, agree stakes and rules (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open another book…</source>
        <translation>Open another book…</translation>
    </message>
    <message>
        <source>Use a different book file (Ctrl+O)</source>
        <translation>Use a different book file (Ctrl+O)</translation>
    </message>
    <message>
        <source>Sessions in this book</source>
        <translation>Sessions in this book</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archive</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Only a session without hands can be deleted</source>
        <translation>Only a session without hands can be deleted</translation>
    </message>
    <message>
        <source>Show &amp;archived sessions</source>
        <translation>Show &amp;archived sessions</translation>
    </message>
    <message>
        <source>Enter or a double-click opens a session where it was left.</source>
        <translation>Enter or a double-click opens a session where it was left.</translation>
    </message>
    <message>
        <source>No sessions yet: start one with New session (Ctrl+N).</source>
        <translation>No sessions yet: start one with New session (Ctrl+N).</translation>
    </message>
    <message>
        <source>Recent books</source>
        <translation>Recent books</translation>
    </message>
    <message>
        <source>Book: {path}</source>
        <translation>Book: {path}</translation>
    </message>
    <message>
        <source>✓ settled</source>
        <translation>✓ settled</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archived</translation>
    </message>
    <message>
        <source>Bring &amp;back</source>
        <translation>Bring &amp;back</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableHand</name>
    <message>
        <source>Start the clock</source>
        <translation>Start the clock</translation>
    </message>
    <message>
        <source>Record the hand</source>
        <translation>Record the hand</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Table {table}: {players}</source>
        <translation>Table {table}: {players}</translation>
    </message>
    <message>
        <source>not set in time: surrenders</source>
        <translation>not set in time: surrenders</translation>
    </message>
    <message>
        <source>not set in time: fouled</source>
        <translation>not set in time: fouled</translation>
    </message>
    <message>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <source>Choose a table first (the draw makes them)</source>
        <translation>Choose a table first (the draw makes them)</translation>
    </message>
    <message>
        <source>This event has no setting clock</source>
        <translation>This event has no setting clock</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Time!</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Event created: register the players (Ctrl+R)</source>
        <translation>Event created: register the players (Ctrl+R)</translation>
    </message>
    <message>
        <source>{name} registered</source>
        <translation>{name} registered</translation>
    </message>
    <message>
        <source>Record a re-buy for {name}?</source>
        <translation>Record a re-buy for {name}?</translation>
    </message>
    <message>
        <source>{name} re-bought</source>
        <translation>{name} re-bought</translation>
    </message>
    <message>
        <source>Record an add-on for {name}?</source>
        <translation>Record an add-on for {name}?</translation>
    </message>
    <message>
        <source>{name} took an add-on</source>
        <translation>{name} took an add-on</translation>
    </message>
    <message>
        <source>Draw the seats for {count} players now? The draw&apos;s seed is recorded.</source>
        <translation>Draw the seats for {count} players now? The draw&apos;s seed is recorded.</translation>
    </message>
    <message>
        <source>Seats drawn: the tables play</source>
        <translation>Seats drawn: the tables play</translation>
    </message>
    <message>
        <source>The tables are balanced: no move to make</source>
        <translation>The tables are balanced: no move to make</translation>
    </message>
    <message>
        <source>{player}: table {source} to table {target}</source>
        <translation>{player}: table {source} to table {target}</translation>
    </message>
    <message>
        <source>Make these moves?</source>
        <translation>Make these moves?</translation>
    </message>
    <message>
        <source>Moves recorded</source>
        <translation>Moves recorded</translation>
    </message>
    <message>
        <source>This event&apos;s levels go by hands: it has no event clock</source>
        <translation>This event&apos;s levels go by hands: it has no event clock</translation>
    </message>
    <message>
        <source>The event&apos;s clock runs</source>
        <translation>The event&apos;s clock runs</translation>
    </message>
    <message>
        <source>The event&apos;s clock is paused</source>
        <translation>The event&apos;s clock is paused</translation>
    </message>
    <message>
        <source>Finish the event? The places and payouts are final; nothing more is recorded.</source>
        <translation>Finish the event? The places and payouts are final; nothing more is recorded.</translation>
    </message>
    <message>
        <source>The event is finished</source>
        <translation>The event is finished</translation>
    </message>
    <message>
        <source>Hand recorded</source>
        <translation>Hand recorded</translation>
    </message>
    <message>
        <source>Hand {hand} at table {table} recorded</source>
        <translation>Hand {hand} at table {table} recorded</translation>
    </message>
    <message>
        <source>out: {names}</source>
        <translation>out: {names}</translation>
    </message>
    <message>
        <source>balance the tables (Ctrl+B)</source>
        <translation>balance the tables (Ctrl+B)</translation>
    </message>
    <message>
        <source>This book holds no event yet: Event &gt; New event (Ctrl+N)</source>
        <translation>This book holds no event yet: Event &gt; New event (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Open event</translation>
    </message>
    <message>
        <source>The book&apos;s events:</source>
        <translation>The book&apos;s events:</translation>
    </message>
    <message>
        <source>Register a player</source>
        <translation>Register a player</translation>
    </message>
    <message>
        <source>Name (one of the book&apos;s players, or a new name):</source>
        <translation>Name (one of the book&apos;s players, or a new name):</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>{place}. {name}: {amount}</source>
        <translation>{place}. {name}: {amount}</translation>
    </message>
    <message>
        <source>Places and payouts</source>
        <translation>Places and payouts</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Hands to next</source>
        <translation>Hands to next</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Paid</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Level {level} of {levels}: {value} chips a point</source>
        <translation>Level {level} of {levels}: {value} chips a point</translation>
    </message>
    <message>
        <source>{value} in {time}</source>
        <translation>{value} in {time}</translation>
    </message>
    <message>
        <source>the event&apos;s clock is stopped (Ctrl+P starts it)</source>
        <translation>the event&apos;s clock is stopped (Ctrl+P starts it)</translation>
    </message>
    <message>
        <source>Prize pool {pool} · fees {fees} · {entries} entries · {left} players left · average stack {average}</source>
        <translation>Prize pool {pool} · fees {fees} · {entries} entries · {left} players left · average stack {average}</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Payouts</translation>
    </message>
    <message>
        <source>Eliminations</source>
        <translation>Eliminations</translation>
    </message>
    <message>
        <source>No event yet: Event &gt; New event (Ctrl+N)</source>
        <translation>No event yet: Event &gt; New event (Ctrl+N)</translation>
    </message>
    <message>
        <source> (finished)</source>
        <translation> (finished)</translation>
    </message>
    <message>
        <source>Tournament: {name}</source>
        <translation>Tournament: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{value} in %n hand(s)</source>
        <translation>
            <numerusform>{value} in %n hand</numerusform>
            <numerusform>{value} in %n hands</numerusform>
        </translation>
    </message>
</context>
</TS>
