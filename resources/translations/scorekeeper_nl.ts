<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Nieuwe sessie…</translation>
    </message>
    <message>
        <source>Seat players, agree stakes and rules</source>
        <translation>Spelers plaatsen, inzet en regels afspreken</translation>
    </message>
    <message>
        <source>&amp;Open book…</source>
        <translation>Boek &amp;openen…</translation>
    </message>
    <message>
        <source>Use another book file</source>
        <translation>Een ander boekbestand gebruiken</translation>
    </message>
    <message>
        <source>Open a card room&apos;s &amp;server book…</source>
        <translation>&amp;Serverboek van een speelzaal openen…</translation>
    </message>
    <message>
        <source>Use a book on a PostgreSQL server: postgresql://user@host:port/database</source>
        <translation>Een boek op een PostgreSQL-server gebruiken: postgresql://user@host:port/database</translation>
    </message>
    <message>
        <source>&amp;Sessions and books</source>
        <translation>&amp;Sessies en boeken</translation>
    </message>
    <message>
        <source>The start page: open another session</source>
        <translation>De startpagina: een andere sessie openen</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>&amp;Toernooi…</translation>
    </message>
    <message>
        <source>An event on several tables: registration, the draw, hands, balancing, payouts</source>
        <translation>Een toernooi aan meerdere tafels: inschrijving, loting, handen, balanceren, uitbetalingen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Close the window (the entry is kept)</source>
        <translation>Het venster sluiten (de invoer blijft bewaard)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Undo the last change to the entry</source>
        <translation>De laatste wijziging in de invoer ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieu&amp;w</translation>
    </message>
    <message>
        <source>Redo in the entry</source>
        <translation>Opnieuw in de invoer</translation>
    </message>
    <message>
        <source>Undo last recorded action</source>
        <translation>Laatst vastgelegde actie ongedaan maken</translation>
    </message>
    <message>
        <source>Take back the last recorded hand or change (kept in the session&apos;s history)</source>
        <translation>De laatst vastgelegde hand of wijziging terugnemen (blijft in de geschiedenis van de sessie)</translation>
    </message>
    <message>
        <source>Redo recorded action</source>
        <translation>Vastgelegde actie opnieuw</translation>
    </message>
    <message>
        <source>Put back what was undone</source>
        <translation>Terugzetten wat ongedaan is gemaakt</translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation>Hand &amp;vastleggen</translation>
    </message>
    <message>
        <source>Store the hand in the book now (every seat complete, no card twice)</source>
        <translation>De hand nu in het boek opslaan (elke plaats compleet, geen kaart dubbel)</translation>
    </message>
    <message>
        <source>Clear &amp;row</source>
        <translation>&amp;Rij leegmaken</translation>
    </message>
    <message>
        <source>Empty the active row</source>
        <translation>De actieve rij leegmaken</translation>
    </message>
    <message>
        <source>Clear the &amp;hand</source>
        <translation>De &amp;hand leegmaken</translation>
    </message>
    <message>
        <source>Empty every row</source>
        <translation>Alle rijen leegmaken</translation>
    </message>
    <message>
        <source>&amp;Type 13 cards for this seat…</source>
        <translation>13 kaarten voor deze plaats &amp;typen…</translation>
    </message>
    <message>
        <source>Type the seat&apos;s 13 cards in one go; they are set as entered, back first</source>
        <translation>De 13 kaarten van de plaats in één keer typen; ze worden gelegd zoals getypt, achter eerst</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>&amp;Gunstigste verdeling voorstellen</translation>
    </message>
    <message>
        <source>The advisor&apos;s best setting of the seat&apos;s 13 cards, to apply in one click</source>
        <translation>De beste verdeling van de 13 kaarten van deze plaats volgens de adviseur, in één klik toe te passen</translation>
    </message>
    <message>
        <source>&amp;Surrender</source>
        <translation>&amp;Opgeven</translation>
    </message>
    <message>
        <source>The active seat surrenders</source>
        <translation>De actieve plaats geeft op</translation>
    </message>
    <message>
        <source>&amp;Declare natural / play it</source>
        <translation>Natural &amp;melden / gewoon spelen</translation>
    </message>
    <message>
        <source>Declare the active seat&apos;s natural, or play the hand instead</source>
        <translation>De natural van de actieve plaats melden, of de hand gewoon spelen</translation>
    </message>
    <message>
        <source>Make this seat the deale&amp;r</source>
        <translation>Deze plaats wordt de &amp;gever</translation>
    </message>
    <message>
        <source>Move the button</source>
        <translation>De dealerknop verplaatsen</translation>
    </message>
    <message>
        <source>&amp;Stakes and unit…</source>
        <translation>&amp;Inzet en punt…</translation>
    </message>
    <message>
        <source>A pair&apos;s own stake or the table&apos;s unit, from the next hand on</source>
        <translation>De eigen inzet van een paar of de waarde per punt aan tafel, vanaf de volgende hand</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regels…</translation>
    </message>
    <message>
        <source>A preset or any option, from the next hand on</source>
        <translation>Een vaste set of een losse optie, vanaf de volgende hand</translation>
    </message>
    <message>
        <source>&amp;Players and seats…</source>
        <translation>&amp;Spelers en plaatsen…</translation>
    </message>
    <message>
        <source>Who sits from the next hand on: leave, join, swap, reorder</source>
        <translation>Wie er vanaf de volgende hand zit: weggaan, aanschuiven, ruilen, volgorde</translation>
    </message>
    <message>
        <source>&amp;Casino…</source>
        <translation>&amp;Casino…</translation>
    </message>
    <message>
        <source>The house&apos;s collection, a buy-in or cash-out, a tip split among players</source>
        <translation>De afdracht aan het huis, een inkoop of uitbetaling, een fooi verdeeld over spelers</translation>
    </message>
    <message>
        <source>This player &amp;leaves</source>
        <translation>Deze speler &amp;gaat weg</translation>
    </message>
    <message>
        <source>The active seat&apos;s player goes home or sits out from the next hand on</source>
        <translation>De speler op deze plaats gaat naar huis of past vanaf de volgende hand</translation>
    </message>
    <message>
        <source>S&amp;wap with the next seat</source>
        <translation>&amp;Ruilen met de volgende plaats</translation>
    </message>
    <message>
        <source>The active seat&apos;s player and the next seat&apos;s change places</source>
        <translation>De speler op deze plaats en die op de volgende ruilen van plaats</translation>
    </message>
    <message>
        <source>Someone else takes this &amp;seat…</source>
        <translation>Iemand anders neemt deze &amp;plaats…</translation>
    </message>
    <message>
        <source>A returning or new player takes the active seat from the next hand on</source>
        <translation>Een terugkerende of nieuwe speler neemt deze plaats vanaf de volgende hand</translation>
    </message>
    <message>
        <source>Next seat</source>
        <translation>Volgende plaats</translation>
    </message>
    <message>
        <source>Jump to the next seat&apos;s front</source>
        <translation>Naar de voorste rij van de volgende plaats</translation>
    </message>
    <message>
        <source>Previous seat</source>
        <translation>Vorige plaats</translation>
    </message>
    <message>
        <source>Jump to the previous seat&apos;s front</source>
        <translation>Naar de voorste rij van de vorige plaats</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Grotere kaarten</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>Smaller cards</source>
        <translation>Kleinere kaarten</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Ware grootte</translation>
    </message>
    <message>
        <source>Cards at their normal size</source>
        <translation>Kaarten op normale grootte</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierkleurig spel</translation>
    </message>
    <message>
        <source>♦ blue and ♣ green</source>
        <translation>♦ blauw en ♣ groen</translation>
    </message>
    <message>
        <source>&amp;Theme: system</source>
        <translation>&amp;Thema: systeem</translation>
    </message>
    <message>
        <source>System, light or dark</source>
        <translation>Systeem, licht of donker</translation>
    </message>
    <message>
        <source>&amp;Guide and shortcuts</source>
        <translation>&amp;Uitleg en sneltoetsen</translation>
    </message>
    <message>
        <source>Entering, correcting, changing and settling; every key</source>
        <translation>Invoeren, verbeteren, wijzigen en afrekenen; elke toets</translation>
    </message>
    <message>
        <source>S&amp;hare this table…</source>
        <translation>Deze tafel &amp;delen…</translation>
    </message>
    <message>
        <source>A QR code that shows the table live on phones (read-only); Stop sharing there</source>
        <translation>Een QR-code die de tafel live op telefoons toont (alleen lezen); daar stopt u met delen</translation>
    </message>
    <message>
        <source>Players &amp;enter their own hands…</source>
        <translation>Spelers voeren &amp;zelf hun hand in…</translation>
    </message>
    <message>
        <source>A QR code per seat: each player sets their hand on their phone; you record it</source>
        <translation>Een QR-code per plaats: elke speler legt de eigen hand op de telefoon; u legt hem vast</translation>
    </message>
    <message>
        <source>&amp;Merge players…</source>
        <translation>Spelers &amp;samenvoegen…</translation>
    </message>
    <message>
        <source>On the Players page: another name becomes the selected player&apos;s (Ctrl+Z undoes)</source>
        <translation>Op de pagina Spelers: een andere naam wordt die van de gekozen speler (Ctrl+Z maakt ongedaan)</translation>
    </message>
    <message>
        <source>U&amp;nmerge a name…</source>
        <translation>&amp;Naam weer losmaken…</translation>
    </message>
    <message>
        <source>On the Players page: one of the selected player&apos;s names is someone else again</source>
        <translation>Op de pagina Spelers: een van de namen van de gekozen speler is weer iemand anders</translation>
    </message>
    <message>
        <source>Re&amp;view with the advisor…</source>
        <translation>Met de adviseur &amp;doorlichten…</translation>
    </message>
    <message>
        <source>On the Players page: the units the selected player gave away against the advisor</source>
        <translation>Op de pagina Spelers: de eenheden die de gekozen speler weggaf tegenover de adviseur</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Over</translation>
    </message>
    <message>
        <source>Version and book</source>
        <translation>Versie en boek</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nieuw toernooi…</translation>
    </message>
    <message>
        <source>Name, buy-in and fee, chips, levels, seats, the setting clock and payouts</source>
        <translation>Naam, inleg en afdracht, fiches, niveaus, plaatsen, de zetklok en uitbetalingen</translation>
    </message>
    <message>
        <source>&amp;Open event…</source>
        <translation>Toernooi &amp;openen…</translation>
    </message>
    <message>
        <source>Another event of this book</source>
        <translation>Een ander toernooi uit dit boek</translation>
    </message>
    <message>
        <source>&amp;Finish the event…</source>
        <translation>Toernooi &amp;afsluiten…</translation>
    </message>
    <message>
        <source>The places and payouts, chips and money verified</source>
        <translation>De plaatsen en uitbetalingen, fiches en geld gecontroleerd</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <source>Close this window (everything is recorded already)</source>
        <translation>Dit venster sluiten (alles is al vastgelegd)</translation>
    </message>
    <message>
        <source>&amp;Register a player…</source>
        <translation>Speler &amp;inschrijven…</translation>
    </message>
    <message>
        <source>A new entry: one of the book&apos;s players or a new name</source>
        <translation>Een nieuwe inschrijving: een speler uit het boek of een nieuwe naam</translation>
    </message>
    <message>
        <source>R&amp;e-buy for the selected player…</source>
        <translation>&amp;Herinkoop voor de gekozen speler…</translation>
    </message>
    <message>
        <source>More chips, or a player out in the re-buy period back in</source>
        <translation>Meer fiches, of een uitgeschakelde speler terug in de herinkoopperiode</translation>
    </message>
    <message>
        <source>&amp;Add-on for the selected player…</source>
        <translation>&amp;Bijkoop voor de gekozen speler…</translation>
    </message>
    <message>
        <source>More chips for a player still in, while the event allows add-ons</source>
        <translation>Meer fiches voor een speler die nog meedoet, zolang het toernooi bijkopen toestaat</translation>
    </message>
    <message>
        <source>&amp;Draw the seats…</source>
        <translation>Plaatsen &amp;loten…</translation>
    </message>
    <message>
        <source>Seat the field by a recorded random draw</source>
        <translation>Het veld plaatsen met een vastgelegde willekeurige loting</translation>
    </message>
    <message>
        <source>&amp;Balance the tables…</source>
        <translation>Tafels b&amp;alanceren…</translation>
    </message>
    <message>
        <source>The moves the program proposes, recorded when you confirm them</source>
        <translation>De verplaatsingen die het programma voorstelt, vastgelegd als u ze bevestigt</translation>
    </message>
    <message>
        <source>Start or &amp;pause the event&apos;s clock</source>
        <translation>Toernooiklok starten of &amp;pauzeren</translation>
    </message>
    <message>
        <source>Levels kept by time count only while it runs (the draw starts it)</source>
        <translation>Niveaus op tijd tellen alleen zolang ze loopt (de loting start haar)</translation>
    </message>
    <message>
        <source>The &amp;field</source>
        <translation>Het &amp;veld</translation>
    </message>
    <message>
        <source>The keys to the list of players</source>
        <translation>Het toetsenbord naar de lijst van spelers</translation>
    </message>
    <message>
        <source>&amp;Choose a table</source>
        <translation>Tafel &amp;kiezen</translation>
    </message>
    <message>
        <source>The table whose hand is entered (Up and Down choose)</source>
        <translation>De tafel waarvan de hand wordt ingevoerd (Omhoog en Omlaag kiezen)</translation>
    </message>
    <message>
        <source>&amp;Start the setting clock</source>
        <translation>Zetklok &amp;starten</translation>
    </message>
    <message>
        <source>Recorded as the hand&apos;s start; seats not set when it runs out are marked</source>
        <translation>Vastgelegd als het begin van de hand; wie niet op tijd heeft gezet, wordt gemarkeerd</translation>
    </message>
    <message>
        <source>&amp;Record the hand</source>
        <translation>Hand &amp;vastleggen</translation>
    </message>
    <message>
        <source>Score the table&apos;s hand and move the chips</source>
        <translation>De hand van de tafel scoren en de fiches verschuiven</translation>
    </message>
    <message>
        <source>C&amp;lear the hand</source>
        <translation>Hand &amp;wissen</translation>
    </message>
    <message>
        <source>Empty every seat&apos;s rows and stop the clock</source>
        <translation>Alle rijen van elke plaats leegmaken en de klok stoppen</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The book is in use</source>
        <translation>Het boek is in gebruik</translation>
    </message>
    <message>
        <source>{problem}

Only one window can keep a book at a time.</source>
        <translation>{problem}

Een boek kan maar in één venster tegelijk open zijn.</translation>
    </message>
    <message>
        <source>The book cannot be opened</source>
        <translation>Het boek kan niet worden geopend</translation>
    </message>
    <message>
        <source>the default book</source>
        <translation>het standaardboek</translation>
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
        <translation>Correctie</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Ongeldig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Inzet</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Settled</source>
        <translation>Afgerekend</translation>
    </message>
    <message>
        <source>Reopened</source>
        <translation>Heropend</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Wat</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
</context>
<context>
    <name>BankerStrip</name>
    <message>
        <source>坐庄: {banker} banks · multiples:</source>
        <translation>Bank (坐庄): {banker} · veelvouden:</translation>
    </message>
    <message>
        <source>{name}&apos;s pair with the banker is multiplied by this</source>
        <translation>Het paar van {name} met de bank wordt hiermee vermenigvuldigd</translation>
    </message>
</context>
<context>
    <name>BookErrors</name>
    <message>
        <source>Not saved</source>
        <translation>Niet opgeslagen</translation>
    </message>
    <message>
        <source>The book cannot be read</source>
        <translation>Het boek kan niet worden gelezen</translation>
    </message>
    <message>
        <source>{cause}; {remedy}</source>
        <translation>{cause}; {remedy}</translation>
    </message>
    <message>
        <source>{remedy}, then press Ctrl+Enter again (the hand you typed is kept)</source>
        <translation>{remedy} en druk dan opnieuw op Ctrl+Enter (de ingevoerde hand blijft bewaard)</translation>
    </message>
    <message>
        <source>{cause}: {unsaved} was not saved; {remedy}</source>
        <translation>{cause}: {unsaved} is niet opgeslagen; {remedy}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>the book cannot be written here (the file or its folder is read-only)</source>
        <translation>het boek kan hier niet worden geschreven (het bestand of de map is alleen-lezen)</translation>
    </message>
    <message>
        <source>the book is busy: another program is writing to it</source>
        <translation>het boek is bezet: een ander programma schrijft erin</translation>
    </message>
    <message>
        <source>the disk failed to read or write the book</source>
        <translation>de schijf kon het boek niet lezen of schrijven</translation>
    </message>
    <message>
        <source>the book is damaged</source>
        <translation>het boek is beschadigd</translation>
    </message>
    <message>
        <source>the book&apos;s file cannot be opened</source>
        <translation>het bestand van het boek kan niet worden geopend</translation>
    </message>
    <message>
        <source>permission to use the book&apos;s file was denied</source>
        <translation>toegang tot het bestand van het boek is geweigerd</translation>
    </message>
    <message>
        <source>the book took too long to answer and the query was stopped</source>
        <translation>het boek antwoordde te traag en de opdracht is gestopt</translation>
    </message>
    <message>
        <source>the book refused the change (one of its own checks failed)</source>
        <translation>het boek weigerde de wijziging (een van zijn eigen controles faalde)</translation>
    </message>
    <message>
        <source>free some space and try again</source>
        <translation>maak ruimte vrij en probeer het opnieuw</translation>
    </message>
    <message>
        <source>open a copy kept elsewhere</source>
        <translation>open een kopie die elders staat</translation>
    </message>
    <message>
        <source>try again in a moment</source>
        <translation>probeer het zo meteen opnieuw</translation>
    </message>
    <message>
        <source>check the disk, then try again</source>
        <translation>controleer de schijf en probeer het opnieuw</translation>
    </message>
    <message>
        <source>restore it from a backup</source>
        <translation>zet het terug vanuit een reservekopie</translation>
    </message>
    <message>
        <source>check that the disk and folder are there</source>
        <translation>controleer of de schijf en de map er zijn</translation>
    </message>
    <message>
        <source>check the file&apos;s permissions</source>
        <translation>controleer de rechten van het bestand</translation>
    </message>
    <message>
        <source>check the book and the disk</source>
        <translation>controleer het boek en de schijf</translation>
    </message>
    <message>
        <source>check the book for damage</source>
        <translation>controleer het boek op schade</translation>
    </message>
    <message>
        <source>free some space</source>
        <translation>maak ruimte vrij</translation>
    </message>
    <message>
        <source>check the disk</source>
        <translation>controleer de schijf</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>hand {number}</translation>
    </message>
    <message>
        <source>the correction of hand {number}</source>
        <translation>de correctie van hand {number}</translation>
    </message>
    <message>
        <source>the void of hand {number}</source>
        <translation>het ongeldig maken van hand {number}</translation>
    </message>
    <message>
        <source>the undo</source>
        <translation>het ongedaan maken</translation>
    </message>
    <message>
        <source>the redo</source>
        <translation>het opnieuw doen</translation>
    </message>
    <message>
        <source>the stake change</source>
        <translation>de inzetwijziging</translation>
    </message>
    <message>
        <source>the rules change</source>
        <translation>de regelwijziging</translation>
    </message>
    <message>
        <source>the change of players</source>
        <translation>de wijziging van spelers</translation>
    </message>
    <message>
        <source>the change of unit</source>
        <translation>de wijziging van de eenheid</translation>
    </message>
    <message>
        <source>the settle-up</source>
        <translation>de afrekening</translation>
    </message>
    <message>
        <source>the reopening</source>
        <translation>het heropenen</translation>
    </message>
    <message>
        <source>the new session</source>
        <translation>de nieuwe sessie</translation>
    </message>
    <message>
        <source>the imported session</source>
        <translation>de geïmporteerde sessie</translation>
    </message>
</context>
<context>
    <name>CardKeys</name>
    <message>
        <source>s ♠, h ♥, d ♦ or c ♣</source>
        <translation>s ♠, h ♥, d ♦ of c ♣</translation>
    </message>
    <message>
        <source>{char} after 1: a ten is 10 or T</source>
        <translation>{char} na 1: een tien is 10 of T</translation>
    </message>
    <message>
        <source>{char} is a suit: type the rank first (6s, 10h, Kd)</source>
        <translation>{char} is een kleur: typ eerst de waarde (6s, 10h, Kd)</translation>
    </message>
    <message>
        <source>{char} is not a rank: type 2-9, T or 10, J, Q, K or A</source>
        <translation>{char} is geen waarde: typ 2-9, T of 10, J, Q, K of A</translation>
    </message>
    <message>
        <source>{rank} needs a suit first: {suits}</source>
        <translation>{rank} heeft eerst een kleur nodig: {suits}</translation>
    </message>
    <message>
        <source>{char} is not a suit: {suits}</source>
        <translation>{char} is geen kleur: {suits}</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Card picker</source>
        <translation>Kaartenkiezer</translation>
    </message>
    <message>
        <source>{card}: in {place}</source>
        <translation>{card}: in {place}</translation>
    </message>
    <message>
        <source>{card}: click to add to {place}</source>
        <translation>{card}: klik om toe te voegen aan {place}</translation>
    </message>
</context>
<context>
    <name>CasinoDialog</name>
    <message>
        <source>Per seated player per hand</source>
        <translation>Per spelende speler per hand</translation>
    </message>
    <message>
        <source>By unit size (tiers)</source>
        <translation>Naar eenheid (staffels)</translation>
    </message>
    <message>
        <source>Percent of each hand&apos;s winnings</source>
        <translation>Percentage van de winst per hand</translation>
    </message>
    <message>
        <source>Per player per period of play</source>
        <translation>Per speler per speelperiode</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Tiers: write them as &quot;5=1, 10=1, 20=2&quot; (unit = amount per player)</source>
        <translation>Staffels: schrijf ze als &quot;5=1, 10=1, 20=2&quot; (eenheid = bedrag per speler)</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>Casino</translation>
    </message>
    <message>
        <source>House collection</source>
        <translation>Afdracht aan het huis</translation>
    </message>
    <message>
        <source>Buy-in and cash-out</source>
        <translation>Inkoop en uitbetaling</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Fooi</translation>
    </message>
    <message>
        <source>Table stakes</source>
        <translation>Tafelinzet</translation>
    </message>
    <message>
        <source>Slip</source>
        <translation>Afrekenbon</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Manager</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>geen maximum</translation>
    </message>
    <message>
        <source>Owed to the house at the settle-up (not paid each hand)</source>
        <translation>Bij de afrekening aan het huis verschuldigd (niet elke hand betaald)</translation>
    </message>
    <message>
        <source>Set the collection</source>
        <translation>Afdracht instellen</translation>
    </message>
    <message>
        <source>Fee type:</source>
        <translation>Soort afdracht:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Bedrag:</translation>
    </message>
    <message>
        <source>Tiers (unit = amount):</source>
        <translation>Staffels (eenheid = bedrag):</translation>
    </message>
    <message>
        <source>Percent:</source>
        <translation>Percentage:</translation>
    </message>
    <message>
        <source>Most per hand:</source>
        <translation>Maximum per hand:</translation>
    </message>
    <message>
        <source>Minutes per period:</source>
        <translation>Minuten per periode:</translation>
    </message>
    <message>
        <source>Record a buy-in</source>
        <translation>Inkoop vastleggen</translation>
    </message>
    <message>
        <source>Record a cash-out</source>
        <translation>Uitbetaling vastleggen</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Speler:</translation>
    </message>
    <message>
        <source>The house (the dealer&apos;s tip)</source>
        <translation>Het huis (fooi voor de dealer)</translation>
    </message>
    <message>
        <source>dealer, food…</source>
        <translation>dealer, eten…</translation>
    </message>
    <message>
        <source>Record the tip</source>
        <translation>Fooi vastleggen</translation>
    </message>
    <message>
        <source>Shared by:</source>
        <translation>Gedeeld door:</translation>
    </message>
    <message>
        <source>Paid to:</source>
        <translation>Betaald aan:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notitie:</translation>
    </message>
    <message>
        <source>Not recorded: {reason}</source>
        <translation>Niet vastgelegd: {reason}</translation>
    </message>
    <message>
        <source>house collection</source>
        <translation>afdracht aan het huis</translation>
    </message>
    <message>
        <source>The house collection applies from the next hand on.</source>
        <translation>De afdracht aan het huis geldt vanaf de volgende hand.</translation>
    </message>
    <message>
        <source>buy-in of {name}</source>
        <translation>inkoop van {name}</translation>
    </message>
    <message>
        <source>cash-out of {name}</source>
        <translation>uitbetaling van {name}</translation>
    </message>
    <message>
        <source>Recorded: {what}.</source>
        <translation>Vastgelegd: {what}.</translation>
    </message>
    <message>
        <source>tip</source>
        <translation>fooi</translation>
    </message>
    <message>
        <source>Recorded: the tip.</source>
        <translation>Vastgelegd: de fooi.</translation>
    </message>
    <message>
        <source>Stacks now: {stacks}</source>
        <translation>Stapels nu: {stacks}</translation>
    </message>
    <message>
        <source>Table stakes: nobody loses more than their stack</source>
        <translation>Tafelinzet: niemand verliest meer dan zijn stapel</translation>
    </message>
    <message>
        <source>A win is also capped by the winner&apos;s own stack</source>
        <translation>Een winst is ook begrensd door de eigen stapel van de winnaar</translation>
    </message>
    <message>
        <source>Set table stakes</source>
        <translation>Tafelinzet instellen</translation>
    </message>
    <message>
        <source>off (no loss cap)</source>
        <translation>uit (geen verliesgrens)</translation>
    </message>
    <message>
        <source>Set the loss cap</source>
        <translation>Verliesgrens instellen</translation>
    </message>
    <message>
        <source>Most a player loses in one hand:</source>
        <translation>Hoogste verlies per speler per hand:</translation>
    </message>
    <message>
        <source>table stakes off</source>
        <translation>tafelinzet uit</translation>
    </message>
    <message>
        <source>table stakes on, a win also capped by the winner&apos;s stack</source>
        <translation>tafelinzet aan, een winst ook begrensd door de stapel van de winnaar</translation>
    </message>
    <message>
        <source>table stakes on</source>
        <translation>tafelinzet aan</translation>
    </message>
    <message>
        <source>no loss cap</source>
        <translation>geen verliesgrens</translation>
    </message>
    <message>
        <source>loss cap {amount}</source>
        <translation>verliesgrens {amount}</translation>
    </message>
    <message>
        <source>From hand {number}: {stakes}; {loss}.</source>
        <translation>Vanaf hand {number}: {stakes}; {loss}.</translation>
    </message>
    <message>
        <source>table stakes</source>
        <translation>tafelinzet</translation>
    </message>
    <message>
        <source>Recorded: table stakes, from the next hand on.</source>
        <translation>Vastgelegd: tafelinzet, vanaf de volgende hand.</translation>
    </message>
    <message>
        <source>loss cap</source>
        <translation>verliesgrens</translation>
    </message>
    <message>
        <source>Recorded: the loss cap, from the next hand on.</source>
        <translation>Vastgelegd: de verliesgrens, vanaf de volgende hand.</translation>
    </message>
    <message>
        <source>The whole table</source>
        <translation>De hele tafel</translation>
    </message>
    <message>
        <source>Save slip…</source>
        <translation>Afrekenbon opslaan…</translation>
    </message>
    <message>
        <source>Each print is recorded in the audit trail; a second print of a slip is marked REPRINT.</source>
        <translation>Elke afdruk wordt vastgelegd in het wijzigingslog; een tweede afdruk van een bon krijgt REPRINT.</translation>
    </message>
    <message>
        <source>Slip for:</source>
        <translation>Bon voor:</translation>
    </message>
    <message>
        <source>Save slip</source>
        <translation>Afrekenbon opslaan</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>slip</source>
        <translation>afrekenbon</translation>
    </message>
    <message>
        <source>Saved the slip to {file} (copy {copy}).</source>
        <translation>De afrekenbon is opgeslagen in {file} (exemplaar {copy}).</translation>
    </message>
    <message>
        <source>It is marked REPRINT.</source>
        <translation>Hij is gemarkeerd als REPRINT.</translation>
    </message>
    <message>
        <source>Printed as ?: {problem}.</source>
        <translation>Als ? afgedrukt: {problem}.</translation>
    </message>
    <message>
        <source>Not saved: {file} cannot be written ({reason}). Nothing was recorded.</source>
        <translation>Niet opgeslagen: {file} kan niet worden geschreven ({reason}). Er is niets vastgelegd.</translation>
    </message>
    <message>
        <source>Copy {copy} was recorded, but {file} could not be written ({reason}). Save the slip again.</source>
        <translation>Exemplaar {copy} is vastgelegd, maar {file} kon niet worden geschreven ({reason}). Sla de bon opnieuw op.</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>Nieuwe wachtzin</translation>
    </message>
    <message>
        <source>The same passphrase again</source>
        <translation>Dezelfde wachtzin nog eens</translation>
    </message>
    <message>
        <source>Clear the passphrase</source>
        <translation>Wachtzin wissen</translation>
    </message>
    <message>
        <source>New passphrase:</source>
        <translation>Nieuwe wachtzin:</translation>
    </message>
    <message>
        <source>Type it again:</source>
        <translation>Nog eens typen:</translation>
    </message>
    <message>
        <source>A manager passphrase is set: voiding or correcting a hand, reopening the session and changing it ask for it.</source>
        <translation>Er is een wachtzin van de manager ingesteld: een hand ongeldig maken of corrigeren, de sessie heropenen en de wachtzin wijzigen vragen erom.</translation>
    </message>
    <message>
        <source>No manager passphrase is set.</source>
        <translation>Er is geen wachtzin van de manager ingesteld.</translation>
    </message>
    <message>
        <source>Change the passphrase</source>
        <translation>Wachtzin wijzigen</translation>
    </message>
    <message>
        <source>Set the passphrase</source>
        <translation>Wachtzin instellen</translation>
    </message>
    <message>
        <source>manager passphrase</source>
        <translation>wachtzin van de manager</translation>
    </message>
    <message>
        <source>Not recorded: the two passphrases differ; type the same one twice.</source>
        <translation>Niet vastgelegd: de twee wachtzinnen verschillen; typ twee keer dezelfde.</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is changed.</source>
        <translation>Vastgelegd: de wachtzin van de manager is gewijzigd.</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is set.</source>
        <translation>Vastgelegd: de wachtzin van de manager is ingesteld.</translation>
    </message>
    <message>
        <source>Recorded: the manager passphrase is cleared.</source>
        <translation>Vastgelegd: de wachtzin van de manager is gewist.</translation>
    </message>
</context>
<context>
    <name>ChangeDialogs</name>
    <message>
        <source>Stakes from hand {number}</source>
        <translation>Inzet vanaf hand {number}</translation>
    </message>
    <message>
        <source>&amp;Table unit (every pair without its own)</source>
        <translation>Waarde per punt aan &amp;tafel (elk paar zonder eigen inzet)</translation>
    </message>
    <message>
        <source>Type a pair&apos;s own stake in its cell; clear it for the table unit.</source>
        <translation>Typ de eigen inzet van een paar in zijn vak; maak het leeg voor de waarde aan tafel.</translation>
    </message>
    <message>
        <source>Change stakes</source>
        <translation>Inzet wijzigen</translation>
    </message>
    <message>
        <source>table unit: {problem}</source>
        <translation>waarde per punt: {problem}</translation>
    </message>
    <message>
        <source>table unit: must be more than 0</source>
        <translation>waarde per punt: moet meer dan 0 zijn</translation>
    </message>
    <message>
        <source>Rules from hand {number}</source>
        <translation>Regels vanaf hand {number}</translation>
    </message>
    <message>
        <source>Change rules</source>
        <translation>Regels wijzigen</translation>
    </message>
    <message>
        <source>Seats from hand {number}</source>
        <translation>Plaatsen vanaf hand {number}</translation>
    </message>
    <message>
        <source>Seated, clockwise (the first sits in seat 1):</source>
        <translation>Aan tafel, met de klok mee (de eerste zit op plaats 1):</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Om&amp;hoog</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Om&amp;laag</translation>
    </message>
    <message>
        <source>&amp;Leaves</source>
        <translation>&amp;Gaat weg</translation>
    </message>
    <message>
        <source>a returning player or a new name</source>
        <translation>een terugkerende speler of een nieuwe naam</translation>
    </message>
    <message>
        <source>&amp;Joins</source>
        <translation>&amp;Schuift aan</translation>
    </message>
    <message>
        <source>Seat them</source>
        <translation>Zo zitten ze</translation>
    </message>
    <message>
        <source>{name} is seated already</source>
        <translation>{name} zit al aan tafel</translation>
    </message>
    <message>
        <source>Seat {low} to {high} players (now {count})</source>
        <translation>Zet {low} tot {high} spelers aan tafel (nu {count})</translation>
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
        <translation>Lopend totaal ({currency})</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Lopend totaal</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>add {card} to {place}</source>
        <translation>{card} toevoegen aan {place}</translation>
    </message>
    <message>
        <source>remove {card} from {place}</source>
        <translation>{card} weghalen uit {place}</translation>
    </message>
    <message>
        <source>move {card} to {place}</source>
        <translation>{card} verplaatsen naar {place}</translation>
    </message>
    <message>
        <source>set {place}</source>
        <translation>{place} leggen</translation>
    </message>
    <message>
        <source>surrender on for {name}</source>
        <translation>{name} geeft op</translation>
    </message>
    <message>
        <source>surrender off for {name}</source>
        <translation>{name} geeft niet meer op</translation>
    </message>
    <message>
        <source>declare natural on for {name}</source>
        <translation>{name} meldt de natural</translation>
    </message>
    <message>
        <source>declare natural off for {name}</source>
        <translation>{name} meldt de natural niet</translation>
    </message>
    <message>
        <source>discard the kept hand {number}</source>
        <translation>de bewaarde hand {number} weggooien</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Saved: {what} at {time}</source>
        <translation>Opgeslagen: {what} om {time}</translation>
    </message>
    <message>
        <source>fingerprint {fingerprint}</source>
        <translation>vingerafdruk {fingerprint}</translation>
    </message>
    <message>
        <source>Not recorded: the same cards as hand {number}</source>
        <translation>Niet vastgelegd: dezelfde kaarten als hand {number}</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>hand {number}</translation>
    </message>
    <message>
        <source>correction of hand {number}</source>
        <translation>correctie van hand {number}</translation>
    </message>
    <message>
        <source>hand {number} voided</source>
        <translation>hand {number} ongeldig gemaakt</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>ongedaan gemaakt</translation>
    </message>
    <message>
        <source>Undone: {what} at {time}</source>
        <translation>Ongedaan gemaakt: {what} om {time}</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>opnieuw gedaan</translation>
    </message>
    <message>
        <source>Redone: {what} at {time}</source>
        <translation>Opnieuw gedaan: {what} om {time}</translation>
    </message>
    <message>
        <source>stake {a}-{b}</source>
        <translation>inzet {a}-{b}</translation>
    </message>
    <message>
        <source>table unit</source>
        <translation>waarde per punt</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>regels</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>plaatsen</translation>
    </message>
    <message>
        <source>session settled</source>
        <translation>sessie afgerekend</translation>
    </message>
    <message>
        <source>session reopened</source>
        <translation>sessie heropend</translation>
    </message>
</context>
<context>
    <name>EditHand</name>
    <message>
        <source>Correct hand {number}</source>
        <translation>Hand {number} corrigeren</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>opgeven</translation>
    </message>
    <message>
        <source>declare natural</source>
        <translation>natural melden</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gever</translation>
    </message>
    <message>
        <source>why the hand is corrected (kept in the audit trail)</source>
        <translation>waarom de hand gecorrigeerd wordt (blijft in het wijzigingslog)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
    <message>
        <source>Record correction</source>
        <translation>Correctie vastleggen</translation>
    </message>
    <message>
        <source>Give a reason for the correction.</source>
        <translation>Geef een reden voor de correctie.</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>New event</source>
        <translation>Nieuw toernooi</translation>
    </message>
    <message>
        <source>None: as typed below</source>
        <translation>Geen: zoals hieronder ingevuld</translation>
    </message>
    <message>
        <source>&amp;Preset</source>
        <translation>&amp;Sjabloon</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Naam</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>e.g. USD</source>
        <translation>bijv. EUR</translation>
    </message>
    <message>
        <source>&amp;Buy-in (to the prize pool)</source>
        <translation>&amp;Inleg (naar de prijzenpot)</translation>
    </message>
    <message>
        <source>&amp;Fee (the house&apos;s)</source>
        <translation>&amp;Afdracht (voor het huis)</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>Va&amp;luta</translation>
    </message>
    <message>
        <source>Starting &amp;chips</source>
        <translation>Start&amp;fiches</translation>
    </message>
    <message>
        <source>&amp;Levels (chips a point)</source>
        <translation>Ni&amp;veaus (fiches per punt)</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>handen</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minuten</translation>
    </message>
    <message>
        <source>A level &amp;every</source>
        <translation>Een niveau &amp;elke</translation>
    </message>
    <message>
        <source>&amp;Seats per table</source>
        <translation>&amp;Plaatsen per tafel</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>geen klok</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>the hand is fouled</source>
        <translation>is de hand fout gelegd</translation>
    </message>
    <message>
        <source>the hand is surrendered</source>
        <translation>wordt de hand opgegeven</translation>
    </message>
    <message>
        <source>when time runs out:</source>
        <translation>als de tijd om is:</translation>
    </message>
    <message>
        <source>Setting cloc&amp;k</source>
        <translation>&amp;Zetklok</translation>
    </message>
    <message>
        <source>Fant&amp;asy Land at the tables (OFC)</source>
        <translation>F&amp;antasy Land aan de tafels (OFC)</translation>
    </message>
    <message>
        <source>Pa&amp;youts (% by place)</source>
        <translation>&amp;Uitbetalingen (% per plaats)</translation>
    </message>
    <message>
        <source>by field size, as the preset</source>
        <translation>naar veldgrootte, zoals het sjabloon</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>session</source>
        <translation>sessie</translation>
    </message>
    <message>
        <source>added</source>
        <translation>vastgelegd</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>gecorrigeerd</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>ongeldig gemaakt</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>ongedaan gemaakt</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>opnieuw gedaan</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>inzet</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>regels</translation>
    </message>
    <message>
        <source>players</source>
        <translation>spelers</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>afgerekend</translation>
    </message>
    <message>
        <source>reopened</source>
        <translation>heropend</translation>
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
        <translation>Excel-werkmap (*.xlsx)</translation>
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
        <translation>Scorekeeper-sessie (*.json)</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>&amp;JSON</translation>
    </message>
    <message>
        <source>This export is not available in this version ({problem})</source>
        <translation>Deze export is in deze versie niet beschikbaar ({problem})</translation>
    </message>
    <message>
        <source>{path}: cannot write ({problem})</source>
        <translation>{path}: kan niet schrijven ({problem})</translation>
    </message>
    <message>
        <source>The export failed: {problem}</source>
        <translation>De export is mislukt: {problem}</translation>
    </message>
    <message>
        <source>Export CSV files to folder</source>
        <translation>CSV-bestanden exporteren naar map</translation>
    </message>
    <message>
        <source>Export to {format}</source>
        <translation>Exporteren naar {format}</translation>
    </message>
    <message>
        <source>Import session from JSON</source>
        <translation>Sessie importeren uit JSON</translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>Export klaar</translation>
    </message>
    <message>
        <source>Exported to
{path}

Open it now?</source>
        <translation>Geëxporteerd naar
{path}

Nu openen?</translation>
    </message>
    <message>
        <source>Exporting {count} hands to {format}…</source>
        <translation>{count} handen exporteren naar {format}…</translation>
    </message>
    <message>
        <source>Exported: {path}</source>
        <translation>Geëxporteerd: {path}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export mislukt</translation>
    </message>
    <message>
        <source>Import refused</source>
        <translation>Import geweigerd</translation>
    </message>
    <message>
        <source>Imported: {session}</source>
        <translation>Geïmporteerd: {session}</translation>
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
        <translation>Een hand invoeren</translation>
    </message>
    <message>
        <source>Type each seat&apos;s cards row by row, rank then suit (6s6c4h): a full row moves on by itself, and a card typed into a full row goes to the next row with room. Backspace takes the last card back; Ctrl+Z undoes any change to the entry. The result shows as soon as every seat is complete; Ctrl+Enter records the hand and the button moves to the next dealer.</source>
        <translation>Typ de kaarten van elke plaats rij voor rij, eerst de waarde dan de kleur (6s6c4h): een volle rij gaat vanzelf door, en een kaart getypt in een volle rij gaat naar de volgende rij met plaats. Backspace neemt de laatste kaart terug; Ctrl+Z maakt elke wijziging van de invoer ongedaan. De uitslag verschijnt zodra elke plaats compleet is; Ctrl+Enter legt de hand vast en de knop gaat naar de volgende gever.</translation>
    </message>
    <message>
        <source>Correcting</source>
        <translation>Verbeteren</translation>
    </message>
    <message>
        <source>Undo in the Edit menu (Ctrl+Alt+Z) takes back the last recorded action and says which one. To correct an older hand, select it in the Ledger (Ctrl+2) and choose Edit… or Void…: you are asked why, and the hand keeps its whole history.</source>
        <translation>Ongedaan maken in het menu Bewerken (Ctrl+Alt+Z) neemt de laatst vastgelegde actie terug en zegt welke. Om een eerdere hand te verbeteren, kies je die in het Kasboek (Ctrl+2) en dan Bewerken… of Ongeldig…: je wordt gevraagd waarom, en de hand houdt haar hele geschiedenis.</translation>
    </message>
    <message>
        <source>Changing stakes, players and rules</source>
        <translation>Inzet, spelers en regels wijzigen</translation>
    </message>
    <message>
        <source>The Session menu changes things from the next hand on: Stakes and unit… (Ctrl+Shift+M) for a pair&apos;s own stake or the table&apos;s unit, Rules… (Ctrl+Shift+R), Players and seats… (Ctrl+Shift+P) to leave, join, swap or reorder. Each seat&apos;s ⋯ menu has the same for its player. Every change is one recorded action that Undo takes back, and the Ledger lists it between the hands.</source>
        <translation>Het menu Sessie wijzigt vanaf de volgende hand: Inzet en punt… (Ctrl+Shift+M) voor de eigen inzet van een paar of de waarde per punt aan tafel, Regels… (Ctrl+Shift+R), Spelers en plaatsen… (Ctrl+Shift+P) om weg te gaan, aan te schuiven, te ruilen of de volgorde te wijzigen. Het ⋯-menu van elke plaats heeft hetzelfde voor haar speler. Elke wijziging is één vastgelegde actie die Ongedaan maken terugneemt, en het Kasboek toont haar tussen de handen.</translation>
    </message>
    <message>
        <source>Settling up</source>
        <translation>Afrekenen</translation>
    </message>
    <message>
        <source>Settle up (Ctrl+3) shows each balance and the payments, by pair or in the fewest transfers. Copy as text gives a message for the group chat, ending with the ledger&apos;s fingerprint. Mark settled when everyone has paid; the session can be reopened with a reason.</source>
        <translation>Afrekenen (Ctrl+3) toont elk saldo en de betalingen, per paar of in zo min mogelijk overboekingen. Kopiëren als tekst geeft een bericht voor de groepschat, dat eindigt met de vingerafdruk van het kasboek. Markeer als afgerekend wanneer iedereen betaald heeft; de sessie kan met een reden heropend worden.</translation>
    </message>
    <message>
        <source>Guide and keyboard shortcuts</source>
        <translation>Uitleg en sneltoetsen</translation>
    </message>
</context>
<context>
    <name>HandChecks</name>
    <message>
        <source>{rank} high</source>
        <translation>{rank} hoog</translation>
    </message>
    <message>
        <source>pair of {ranks}</source>
        <translation>paar {ranks}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>drie {ranks}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>carré {ranks}</translation>
    </message>
    <message>
        <source>{hand} A to 5</source>
        <translation>{hand} A tot 5</translation>
    </message>
    <message>
        <source>{hand} to {rank}</source>
        <translation>{hand} tot {rank}</translation>
    </message>
    <message>
        <source>low: {hand}</source>
        <translation>laag: {hand}</translation>
    </message>
    <message>
        <source>{weaker} is weaker than {stronger}</source>
        <translation>{weaker} is zwakker dan {stronger}</translation>
    </message>
    <message>
        <source>the middle is not {rank}-low or better</source>
        <translation>het midden is niet {rank}-laag of beter</translation>
    </message>
    <message>
        <source>{count} cards: a {row} holds {size}</source>
        <translation>{count} kaarten: de rij {row} telt er {size}</translation>
    </message>
    <message>
        <source>{card} is twice in this row</source>
        <translation>{card} staat twee keer in deze rij</translation>
    </message>
    <message>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message>
        <source>{card} is also in {place}</source>
        <translation>{card} staat ook in {place}</translation>
    </message>
    <message>
        <source>{natural} · {units} units from each player</source>
        <translation>{natural} · {units} punten van elke speler</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{card} is entered {count} times, the deck holds {held} ({places})</source>
        <translation>{card} is {count} keer ingevoerd, het spel heeft er {held} ({places})</translation>
    </message>
    <message>
        <source>{card} is entered twice ({places})</source>
        <translation>{card} is twee keer ingevoerd ({places})</translation>
    </message>
    <message>
        <source>{place} has {count} of {size} cards</source>
        <translation>{place} heeft {count} van {size} kaarten</translation>
    </message>
    <message>
        <source>{place} has {count} cards: a {row} holds {size}</source>
        <translation>{place} heeft {count} kaarten: de rij {row} telt er {size}</translation>
    </message>
    <message>
        <source>surrender is not allowed under these rules</source>
        <translation>opgeven mag niet volgens deze regels</translation>
    </message>
</context>
<context>
    <name>HandDetail</name>
    <message>
        <source>FOUL</source>
        <translation>FOUT GELEGD</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>opgegeven</translation>
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
        <translation>&lt;b&gt;Hand {number}&lt;/b&gt; · gever {dealer} · {time}</translation>
    </message>
    <message>
        <source>VOID</source>
        <translation>ONGELDIG</translation>
    </message>
    <message>
        <source>Played under: {terms}</source>
        <translation>Gespeeld onder: {terms}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>set on their phone</source>
        <translation>op de eigen telefoon gelegd</translation>
    </message>
    <message>
        <source>Pairs (who took each row)</source>
        <translation>Paren (wie elke rij won)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Corrigeren…</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Ongeldig maken…</translation>
    </message>
    <message>
        <source>The session is settled: reopen it on the Settle up page to change it</source>
        <translation>De sessie is afgerekend: heropen haar op de pagina Afrekenen om iets te wijzigen</translation>
    </message>
    <message>
        <source>How did I do (the setting advisor)</source>
        <translation>Hoe deed ik het (de verdeeladviseur)</translation>
    </message>
    <message>
        <source>Expected units against the other players&apos; unknown hands, under this hand&apos;s rules; estimates</source>
        <translation>Verwachte punten tegen de onbekende handen van de anderen, onder de regels van deze hand; schattingen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: no review (not 13 cards set 3-5-5)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: geen beoordeling (geen 13 kaarten in 3-5-5 gelegd)</translation>
    </message>
    <message>
        <source>a foul, {units} units</source>
        <translation>fout gelegd, {units} punten</translation>
    </message>
    <message>
        <source>{units} units</source>
        <translation>{units} punten</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: played {played}; best {best} units; given away &lt;b&gt;{given}&lt;/b&gt;&lt;br&gt;&lt;small&gt;best: {front} · {middle} · {back}&lt;/small&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: gespeeld {played}; beste {best} punten; weggegeven &lt;b&gt;{given}&lt;/b&gt;&lt;br&gt;&lt;small&gt;beste: {front} · {middle} · {back}&lt;/small&gt;</translation>
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
        <translation>{name} heeft al 13 kaarten</translation>
    </message>
    <message>
        <source>{card} is already in {place}: drag it to move it</source>
        <translation>{card} staat al in {place}: sleep hem om hem te verplaatsen</translation>
    </message>
    <message>
        <source>{card} is already in {place}</source>
        <translation>{card} staat al in {place}</translation>
    </message>
    <message>
        <source>{row} is full: drag one of its cards out first</source>
        <translation>{row} is vol: sleep er eerst een kaart uit</translation>
    </message>
    <message>
        <source>clear {place}</source>
        <translation>{place} leegmaken</translation>
    </message>
    <message>
        <source>clear the hand</source>
        <translation>de hand leegmaken</translation>
    </message>
    <message>
        <source>set {owner} 13 cards</source>
        <translation>de 13 kaarten van {owner} leggen</translation>
    </message>
</context>
<context>
    <name>HandPage</name>
    <message>
        <source>Cards: click into the active row, or drag onto any row</source>
        <translation>Kaarten: klik ze in de actieve rij, of sleep ze naar een rij</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <source>Cancel correction</source>
        <translation>Correctie annuleren</translation>
    </message>
    <message>
        <source>This session is settled: reopen it to enter or change a hand</source>
        <translation>Deze sessie is afgerekend: heropen haar om een hand in te voeren of te wijzigen</translation>
    </message>
    <message>
        <source>Reopen the session</source>
        <translation>De sessie heropenen</translation>
    </message>
    <message>
        <source>Why is the settled session reopened?</source>
        <translation>Waarom wordt de afgerekende sessie heropend?</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Heropenen</translation>
    </message>
    <message>
        <source>Fantasy Land ({count} cards)</source>
        <translation>Fantasy Land ({count} kaarten)</translation>
    </message>
    <message>
        <source>no seats</source>
        <translation>geen plaatsen</translation>
    </message>
    <message>
        <source>Not ready to record: {problem}</source>
        <translation>Nog niet klaar om vast te leggen: {problem}</translation>
    </message>
    <message>
        <source>Correcting hand {number}: change what was entered wrongly, then press Ctrl+Enter and give the reason.</source>
        <translation>Hand {number} wordt gecorrigeerd: verander wat verkeerd is ingevoerd, druk dan op Ctrl+Enter en geef de reden.</translation>
    </message>
    <message>
        <source>Correct hand {number}</source>
        <translation>Hand {number} corrigeren</translation>
    </message>
    <message>
        <source>Why is hand {number} corrected?</source>
        <translation>Waarom wordt hand {number} gecorrigeerd?</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>Correctie opslaan</translation>
    </message>
    <message>
        <source>Surrender is not allowed under this session&apos;s rules</source>
        <translation>Opgeven mag niet volgens de regels van deze sessie</translation>
    </message>
    <message>
        <source>{name} holds no natural</source>
        <translation>{name} heeft geen natural</translation>
    </message>
    <message>
        <source>{name} needs 13 different cards for a suggestion</source>
        <translation>{name} heeft 13 verschillende kaarten nodig voor een voorstel</translation>
    </message>
    <message>
        <source>No suggestion: {problem}</source>
        <translation>Geen voorstel: {problem}</translation>
    </message>
    <message>
        <source>Every setting of these cards fouls</source>
        <translation>Elke verdeling van deze kaarten is fout gelegd</translation>
    </message>
    <message>
        <source>Suggested setting ({units} units expected):</source>
        <translation>Voorgestelde verdeling ({units} punten verwacht):</translation>
    </message>
    <message>
        <source>{row}: {cards} ({hand})</source>
        <translation>{row}: {cards} ({hand})</translation>
    </message>
    <message>
        <source>As set now: a foul, {units} units ({given} given away)</source>
        <translation>Zoals nu gelegd: fout gelegd, {units} punten ({given} weggegeven)</translation>
    </message>
    <message>
        <source>As set now: {units} units ({given} given away)</source>
        <translation>Zoals nu gelegd: {units} punten ({given} weggegeven)</translation>
    </message>
    <message>
        <source>Declaring the natural is worth more: {units} units</source>
        <translation>De natural melden levert meer op: {units} punten</translation>
    </message>
    <message>
        <source>Surrendering costs less: {units} units</source>
        <translation>Opgeven kost minder: {units} punten</translation>
    </message>
    <message>
        <source>set {owner} rows as suggested</source>
        <translation>de rijen van {owner} leggen zoals voorgesteld</translation>
    </message>
    <message>
        <source>Continue it</source>
        <translation>Verdergaan</translation>
    </message>
    <message>
        <source>An unfinished hand {number} was kept (saved at {time}): {count} cards entered.</source>
        <translation>Een onafgemaakte hand {number} is bewaard (opgeslagen om {time}): {count} kaarten ingevoerd.</translation>
    </message>
    <message>
        <source>An unfinished hand {number} was kept: {count} cards entered.</source>
        <translation>Een onafgemaakte hand {number} is bewaard: {count} kaarten ingevoerd.</translation>
    </message>
    <message>
        <source>This session is settled: its Hand page is read-only.</source>
        <translation>Deze sessie is afgerekend: de handpagina is alleen te bekijken.</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>Heropenen…</translation>
    </message>
    <message>
        <source>The draft could not be kept: {problem}</source>
        <translation>Het concept kon niet worden bewaard: {problem}</translation>
    </message>
</context>
<context>
    <name>LedgerFeatures</name>
    <message>
        <source>Ledger</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Afrekenen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Export to {format}…</source>
        <translation>Exporteren naar {format}…</translation>
    </message>
    <message>
        <source>Write the session as {format}</source>
        <translation>De sessie opslaan als {format}</translation>
    </message>
    <message>
        <source>&amp;Import session from JSON…</source>
        <translation>Sessie &amp;importeren uit JSON…</translation>
    </message>
    <message>
        <source>Add a session exported from another book</source>
        <translation>Een sessie toevoegen die uit een ander boek is geëxporteerd</translation>
    </message>
    <message>
        <source>Select a hand in the ledger first</source>
        <translation>Kies eerst een hand in het logboek</translation>
    </message>
    <message>
        <source>&amp;Correct hand…</source>
        <translation>Hand &amp;corrigeren…</translation>
    </message>
    <message>
        <source>Correct a recorded hand</source>
        <translation>Een vastgelegde hand corrigeren</translation>
    </message>
    <message>
        <source>&amp;Void hand…</source>
        <translation>Hand ongeldig &amp;maken…</translation>
    </message>
    <message>
        <source>Copy settle-up as &amp;text</source>
        <translation>Afrekening als &amp;tekst kopiëren</translation>
    </message>
    <message>
        <source>Mark &amp;settled…</source>
        <translation>Als &amp;afgerekend markeren…</translation>
    </message>
    <message>
        <source>Re&amp;open session…</source>
        <translation>Sessie her&amp;openen…</translation>
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
        <translation>B</translation>
    </message>
    <message>
        <source>S</source>
        <translation>O</translation>
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
        <translation>fout gelegd</translation>
    </message>
    <message>
        <source>declared natural</source>
        <translation>natural gemeld</translation>
    </message>
    <message>
        <source>royalties</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>opgegeven</translation>
    </message>
    <message>
        <source>Fantasy Land</source>
        <translation>Fantasy Land</translation>
    </message>
    <message>
        <source>won the race</source>
        <translation>race gewonnen</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>gecorrigeerd</translation>
    </message>
</context>
<context>
    <name>LedgerModel</name>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gever</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Tekens</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Huis</translation>
    </message>
    <message>
        <source>{name} total</source>
        <translation>{name} totaal</translation>
    </message>
    <message>
        <source>{name}: money won or lost in the hand</source>
        <translation>{name}: geld gewonnen of verloren in de hand</translation>
    </message>
    <message>
        <source>{name}: running total</source>
        <translation>{name}: lopend totaal</translation>
    </message>
    <message>
        <source>House: its collection in the hand (total {amount})</source>
        <translation>Huis: zijn afdracht in de hand (totaal {amount})</translation>
    </message>
    <message>
        <source>Hand {number} (void)</source>
        <translation>Hand {number} (ongeldig)</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>void · </source>
        <translation>ongeldig · </translation>
    </message>
    <message>
        <source>{name} did not play hand {number}</source>
        <translation>{name} speelde hand {number} niet mee</translation>
    </message>
    <message>
        <source>{name}: {status}, {units} units</source>
        <translation>{name}: {status}, {units} punten</translation>
    </message>
    <message>
        <source>natural: {name}</source>
        <translation>natural: {name}</translation>
    </message>
    <message>
        <source>royalty: {row} {hand} +{units}</source>
        <translation>bonus: {row} {hand} +{units}</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>All hands</source>
        <translation>Alle handen</translation>
    </message>
    <message>
        <source>Fouls (F)</source>
        <translation>Fout gelegd (F)</translation>
    </message>
    <message>
        <source>Naturals (N)</source>
        <translation>Naturals (N)</translation>
    </message>
    <message>
        <source>Royalties (R)</source>
        <translation>Bonussen (B)</translation>
    </message>
    <message>
        <source>Surrenders (S)</source>
        <translation>Opgegeven (O)</translation>
    </message>
    <message>
        <source>Corrected (✎)</source>
        <translation>Gecorrigeerd (✎)</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Ongeldig</translation>
    </message>
    <message>
        <source>F foul · N natural · R royalties · S surrender · ✎ corrected · struck through: void · double-click a hand for its cards</source>
        <translation>F fout gelegd · N natural · B bonus · O opgegeven · ✎ gecorrigeerd · doorgestreept: ongeldig · dubbelklik een hand voor de kaarten</translation>
    </message>
    <message>
        <source>This session is settled and read-only. Reopen it on the Settle up page to correct a hand.</source>
        <translation>Deze sessie is afgerekend en alleen-lezen. Heropen haar op de pagina Afrekenen om een hand te corrigeren.</translation>
    </message>
    <message>
        <source>This session is damaged and read-only: {damage}. Shown up to the event before.</source>
        <translation>Deze sessie is beschadigd en alleen te bekijken: {damage}. Getoond tot de gebeurtenis ervoor.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>Each row: what that player won (+) or lost (−) against each other player (live hands).</source>
        <translation>Elke rij: wat die speler won (+) of verloor (−) tegen elke andere speler (geldige handen).</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paren</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>Wijzigingslog</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Filteren op speler</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Iedereen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Toon</translation>
    </message>
    <message>
        <source>Filter by mark</source>
        <translation>Filteren op teken</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Corrigeren…</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Ongeldig maken…</translation>
    </message>
    <message>
        <source>The hand&apos;s cards, pair results and history (double-click a hand)</source>
        <translation>De kaarten, de uitslag per paar en de geschiedenis van de hand (dubbelklik een hand)</translation>
    </message>
    <message>
        <source>Correct the selected hand (asks for a reason)</source>
        <translation>De gekozen hand corrigeren (vraagt om een reden)</translation>
    </message>
    <message>
        <source>Void the selected hand: it stays in the ledger, struck through (asks why)</source>
        <translation>De gekozen hand ongeldig maken: ze blijft doorgestreept in het logboek (vraagt waarom)</translation>
    </message>
    <message>
        <source> ({count} void)</source>
        <translation> ({count} ongeldig)</translation>
    </message>
    <message>
        <source> · House {amount}</source>
        <translation> · Huis {amount}</translation>
    </message>
    <message>
        <source>Hand {number} is void: undo the void to correct it.</source>
        <translation>Hand {number} is ongeldig: maak dat eerst ongedaan om haar te corrigeren.</translation>
    </message>
    <message>
        <source>Void hand {number}</source>
        <translation>Hand {number} ongeldig maken</translation>
    </message>
    <message>
        <source>Void hand {number}? It stays in the ledger, struck through, and its money leaves the totals.</source>
        <translation>Hand {number} ongeldig maken? Ze blijft doorgestreept in het logboek en haar geld telt niet meer mee.</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Ongeldig maken</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n handen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n hand(s)</source>
        <translation>
            <numerusform>{shown} van %n hand</numerusform>
            <numerusform>{shown} van %n handen</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ This ledger does not verify against the book: {problem}</source>
        <translation>⚠ Dit overzicht klopt niet met het boek: {problem}</translation>
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
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Systeem ({language})</translation>
    </message>
    <message>
        <source>A new language is used from the next start</source>
        <translation>Een nieuwe taal geldt vanaf de volgende start</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessie</translation>
    </message>
    <message>
        <source>Record  Ctrl+↵</source>
        <translation>Vastleggen  Ctrl+↵</translation>
    </message>
    <message>
        <source>Undo typing</source>
        <translation>Typen ongedaan maken</translation>
    </message>
    <message>
        <source>Redo typing</source>
        <translation>Typen opnieuw</translation>
    </message>
    <message>
        <source>More: every menu</source>
        <translation>Meer: alle menu&apos;s</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <source>The ledger of recorded hands appears here.</source>
        <translation>Het logboek van de vastgelegde handen komt hier.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Afrekenen</translation>
    </message>
    <message>
        <source>Balances and transfers appear here.</source>
        <translation>Saldi en betalingen komen hier.</translation>
    </message>
    <message>
        <source>Open a book</source>
        <translation>Een boek openen</translation>
    </message>
    <message>
        <source>Scorekeeper books (*.sqlite *.db);;All files (*)</source>
        <translation>Scorekeeper-boeken (*.sqlite *.db);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Open a server book</source>
        <translation>Een serverboek openen</translation>
    </message>
    <message>
        <source>The book&apos;s address, for example postgresql://table3@db.cardroom.lan/cardroom</source>
        <translation>Het adres van het boek, bijvoorbeeld postgresql://table3@db.cardroom.lan/cardroom</translation>
    </message>
    <message>
        <source>Open or start a session first</source>
        <translation>Open of begin eerst een sessie</translation>
    </message>
    <message>
        <source>Cannot open the book</source>
        <translation>Kan het boek niet openen</translation>
    </message>
    <message>
        <source>A server book&apos;s address starts with postgresql://</source>
        <translation>Het adres van een serverboek begint met postgresql://</translation>
    </message>
    <message>
        <source>{session} · {rules} · {unit}/unit</source>
        <translation>{session} · {rules} · {unit}/punt</translation>
    </message>
    <message>
        <source>{date}
{rules}
{unit} a unit</source>
        <translation>{date}
{rules}
{unit} per punt</translation>
    </message>
    <message>
        <source>{a}–{b}: {amount} a unit</source>
        <translation>{a}–{b}: {amount} per punt</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>Correcting hand {number}</source>
        <translation>Correctie van hand {number}</translation>
    </message>
    <message>
        <source>book: {path}</source>
        <translation>boek: {path}</translation>
    </message>
    <message>
        <source>Saved: {what} at {time} · {book}</source>
        <translation>Opgeslagen: {what} om {time} · {book}</translation>
    </message>
    <message>
        <source>Updated: changed by another writer</source>
        <translation>Bijgewerkt: door een ander programma gewijzigd</translation>
    </message>
    <message>
        <source>Undo {what} (Ctrl+Z)</source>
        <translation>Ongedaan maken: {what} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Ongedaan maken (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo {what} (Ctrl+Shift+Z)</source>
        <translation>Opnieuw: {what} (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Opnieuw (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Undo: {what}</source>
        <translation>Ongedaan maken: {what}</translation>
    </message>
    <message>
        <source>Redo: {what}</source>
        <translation>Opnieuw: {what}</translation>
    </message>
    <message>
        <source>system</source>
        <translation>systeem</translation>
    </message>
    <message>
        <source>light</source>
        <translation>licht</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>donker</translation>
    </message>
    <message>
        <source>&amp;Theme: {theme}</source>
        <translation>&amp;Thema: {theme}</translation>
    </message>
    <message>
        <source>The app already runs in {language}</source>
        <translation>De app gebruikt {language} al</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>{language} is used from the next start of the app.</source>
        <translation>Vanaf de volgende start gebruikt de app {language}.</translation>
    </message>
    <message>
        <source>Restart the app now in {language}? The hand being typed is kept.</source>
        <translation>De app nu opnieuw starten in het {language}? De hand die je typt blijft bewaard.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Over</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Scores Chinese poker at the table.&lt;br&gt;Book: {book}</source>
        <translation>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Houdt de score bij van Chinese poker aan tafel.&lt;br&gt;Boek: {book}</translation>
    </message>
</context>
<context>
    <name>ManagerPrompt</name>
    <message>
        <source>Voiding a hand</source>
        <translation>Een hand ongeldig maken</translation>
    </message>
    <message>
        <source>Correcting a hand</source>
        <translation>Een hand corrigeren</translation>
    </message>
    <message>
        <source>Reopening a settled session</source>
        <translation>Een afgerekende sessie heropenen</translation>
    </message>
    <message>
        <source>Changing a stake</source>
        <translation>Een inzet wijzigen</translation>
    </message>
    <message>
        <source>Changing the rules</source>
        <translation>De regels wijzigen</translation>
    </message>
    <message>
        <source>Changing the house collection</source>
        <translation>De afdracht aan het huis wijzigen</translation>
    </message>
    <message>
        <source>This undo</source>
        <translation>Deze ongedaanmaking</translation>
    </message>
    <message>
        <source>This redo</source>
        <translation>Deze herhaling</translation>
    </message>
    <message>
        <source>Changing or clearing the manager passphrase</source>
        <translation>De wachtzin van de manager wijzigen of wissen</translation>
    </message>
    <message>
        <source>This change</source>
        <translation>Deze wijziging</translation>
    </message>
    <message>
        <source>Manager sign-off</source>
        <translation>Goedkeuring van de manager</translation>
    </message>
    <message>
        <source>{what} needs the manager&apos;s passphrase.</source>
        <translation>{what} vraagt de wachtzin van de manager.</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Wachtzin</translation>
    </message>
    <message>
        <source>{problem}: type it again.</source>
        <translation>{problem}: typ haar opnieuw.</translation>
    </message>
</context>
<context>
    <name>MatchLabel</name>
    <message>
        <source>Match {number}: hand {hand} of {size}</source>
        <translation>Partij {number}: hand {hand} van {size}</translation>
    </message>
    <message>
        <source>match {number}: {winner} won</source>
        <translation>partij {number}: {winner} won</translation>
    </message>
    <message>
        <source>match {number}: a tie at the top</source>
        <translation>partij {number}: gelijk aan de top</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>Ha&amp;nd</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Sessie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Toernooi</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spelers</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>T&amp;afel</translation>
    </message>
</context>
<context>
    <name>Naturals</name>
    <message>
        <source>A to 2, all thirteen ranks in one suit</source>
        <translation>A tot 2, alle dertien waarden in één kleur</translation>
    </message>
    <message>
        <source>all thirteen ranks A to 2, any suits</source>
        <translation>alle dertien waarden A tot 2, kleuren maakt niet uit</translation>
    </message>
    <message>
        <source>all 13 cards J, Q, K or A</source>
        <translation>alle 13 kaarten J, Q, K of A</translation>
    </message>
    <message>
        <source>all three rows straight flushes</source>
        <translation>alle drie de rijen een straight flush</translation>
    </message>
    <message>
        <source>three four-of-a-kinds plus one card</source>
        <translation>drie carrés plus één kaart</translation>
    </message>
    <message>
        <source>all 13 cards 8 or higher, or all 8 or lower</source>
        <translation>alle 13 kaarten 8 of hoger, of alle 8 of lager</translation>
    </message>
    <message>
        <source>all 13 black, or all 13 red</source>
        <translation>alle 13 zwart, of alle 13 rood</translation>
    </message>
    <message>
        <source>four three-of-a-kinds plus one card (a quad counts as a triple plus a card)</source>
        <translation>vier keer drie gelijke plus één kaart (een carré telt als drie gelijke plus een kaart)</translation>
    </message>
    <message>
        <source>five pairs and one three of a kind, no quad</source>
        <translation>vijf paar en één keer drie gelijke, geen carré</translation>
    </message>
    <message>
        <source>six pairs plus one card (a quad counts as two pairs, a triple as a pair plus a card)</source>
        <translation>zes paren plus één kaart (een carré telt als twee paren, drie gelijke als een paar plus een kaart)</translation>
    </message>
    <message>
        <source>all three rows straights (the front a 3-card run)</source>
        <translation>alle drie de rijen een straight (voor: drie opeenvolgende kaarten)</translation>
    </message>
    <message>
        <source>all three rows flushes (8 cards of a suit count as two flushes)</source>
        <translation>alle drie de rijen een flush (8 kaarten van een kleur tellen als twee flushes)</translation>
    </message>
    <message>
        <source>no J, Q or K (an ace is not a picture)</source>
        <translation>geen J, Q of K (een aas is geen plaatje)</translation>
    </message>
</context>
<context>
    <name>NewSession</name>
    <message>
        <source>New session</source>
        <translation>Nieuwe sessie</translation>
    </message>
    <message>
        <source>Players &amp;&amp; stakes</source>
        <translation>Spelers &amp;&amp; inzet</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessie</translation>
    </message>
    <message>
        <source>{weekday} night</source>
        <translation>{weekday}avond</translation>
    </message>
    <message>
        <source>A name to find the session by later</source>
        <translation>Een naam om de sessie later terug te vinden</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optioneel</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Naam</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Plaats</translation>
    </message>
    <message>
        <source>Players in seating order (clockwise) and the first dealer</source>
        <translation>Spelers in zitvolgorde (met de klok mee) en de eerste gever</translation>
    </message>
    <message>
        <source>pick a player or type a new name</source>
        <translation>kies een speler of typ een nieuwe naam</translation>
    </message>
    <message>
        <source>empty seat</source>
        <translation>lege plaats</translation>
    </message>
    <message>
        <source>Players already in the book are listed; type a name to add a new player</source>
        <translation>Spelers die al in het boek staan, staan in de lijst; typ een naam voor een nieuwe speler</translation>
    </message>
    <message>
        <source>Deals the first hand (the button then moves one seat clockwise each hand)</source>
        <translation>Geeft de eerste hand (daarna schuift de gever elke hand één plaats met de klok mee)</translation>
    </message>
    <message>
        <source>D&amp;ate</source>
        <translation>D&amp;atum</translation>
    </message>
    <message>
        <source>Seat &amp;{number}</source>
        <translation>Plaats &amp;{number}</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>Eerste &amp;gever</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>A currency code (EUR, USD...) or leave blank for points</source>
        <translation>Een valutacode (EUR, USD...) of leeg voor alleen punten</translation>
    </message>
    <message>
        <source>Money per unit between any two players, unless the pair agreed their own stake</source>
        <translation>Geld per punt tussen elke twee spelers, tenzij dat paar een eigen inzet afsprak</translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation>&amp;Valuta</translation>
    </message>
    <message>
        <source>&amp;Unit value</source>
        <translation>&amp;Waarde per punt</translation>
    </message>
    <message>
        <source>Per-pair stakes (blank: the unit value)</source>
        <translation>Inzet per paar (leeg: de waarde per punt)</translation>
    </message>
    <message>
        <source>Type an amount in a pair&apos;s cell to give that pair its own money per unit.</source>
        <translation>Typ een bedrag in de cel van een paar om dat paar een eigen bedrag per punt te geven.</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>Re&amp;gels</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>Sessie beginnen</translation>
    </message>
    <message>
        <source>A session with this name is in the book already</source>
        <translation>Er staat al een sessie met deze naam in het boek</translation>
    </message>
    <message>
        <source>This table has {count} seats: take {names} off it, or tick an extra suit (加一色) on the Rules tab to seat more</source>
        <translation>Deze tafel heeft {count} plaatsen: haal {names} van tafel, of vink op het tabblad Regels een extra kleur (加一色) aan om meer spelers te laten zitten</translation>
    </message>
    <message>
        <source>seat at least 2 players</source>
        <translation>zet minstens 2 spelers aan tafel</translation>
    </message>
    <message>
        <source>a player is seated twice</source>
        <translation>een speler zit er twee keer</translation>
    </message>
    <message>
        <source>unit value: {problem}</source>
        <translation>waarde per punt: {problem}</translation>
    </message>
    <message>
        <source>unit value: must be more than 0</source>
        <translation>waarde per punt: moet meer dan 0 zijn</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>from {name}</source>
        <translation>van {name}</translation>
    </message>
    <message>
        <source>Each row: what that player won (+) or lost (−) against each other player</source>
        <translation>Elke rij: wat die speler won (+) of verloor (−) tegen elke andere speler</translation>
    </message>
    <message>
        <source>{owner} balance: {amount}</source>
        <translation>saldo van {owner}: {amount}</translation>
    </message>
    <message>
        <source>{name} won from {other}: {amount}</source>
        <translation>{name} won van {other}: {amount}</translation>
    </message>
    <message>
        <source>{name} lost to {other}: {amount}</source>
        <translation>{name} verloor van {other}: {amount}</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>even</source>
        <translation>quitte</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {units} units ({amount})</source>
        <translation>{payer} betaalt {payee} {units} punten ({amount})</translation>
    </message>
</context>
<context>
    <name>PhoneSeats</name>
    <message>
        <source>Submitted on the player&apos;s phone</source>
        <translation>Ingestuurd op de telefoon van de speler</translation>
    </message>
    <message>
        <source>Setting on the phone…</source>
        <translation>Wordt op de telefoon gelegd…</translation>
    </message>
    <message>
        <source>Waiting for the phone</source>
        <translation>Wacht op de telefoon</translation>
    </message>
    <message>
        <source>{name}&apos;s set from the phone</source>
        <translation>Hand van {name} van de telefoon</translation>
    </message>
    <message>
        <source>Entered by {name} on their phone</source>
        <translation>Door {name} op de eigen telefoon ingevoerd</translation>
    </message>
    <message>
        <source>{card} was submitted by both {first} and {second}</source>
        <translation>{card} is door zowel {first} als {second} ingestuurd</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>You typed “{typed}”. Did you mean {question}</source>
        <translation>Je typte “{typed}”. Bedoel je {question}</translation>
    </message>
    <message>
        <source>A known player?</source>
        <translation>Een bekende speler?</translation>
    </message>
    <message>
        <source>Yes: the session seats {name}. No: “{typed}” is a new player.</source>
        <translation>Ja: {name} zit aan tafel. Nee: “{typed}” is een nieuwe speler.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Other names</source>
        <translation>Andere namen</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sessies</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>Net money</source>
        <translation>Netto geld</translation>
    </message>
    <message>
        <source>Net units</source>
        <translation>Netto punten</translation>
    </message>
    <message>
        <source>Money per hand</source>
        <translation>Geld per hand</translation>
    </message>
    <message>
        <source>Money per 100 hands</source>
        <translation>Geld per 100 handen</translation>
    </message>
    <message>
        <source>Units per hand</source>
        <translation>Punten per hand</translation>
    </message>
    <message>
        <source>Units per 100 hands</source>
        <translation>Punten per 100 handen</translation>
    </message>
    <message>
        <source>Best night</source>
        <translation>Beste avond</translation>
    </message>
    <message>
        <source>Worst night</source>
        <translation>Slechtste avond</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cijfer</translation>
    </message>
    <message>
        <source>{opponent}: {money} ({units} units, {hands} hands)</source>
        <translation>{opponent}: {money} ({units} punten, {hands} handen)</translation>
    </message>
    <message>
        <source>In {currency}</source>
        <translation>In {currency}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>Nobody played against this player in these dates.</source>
        <translation>Niemand speelde in deze periode tegen deze speler.</translation>
    </message>
    <message>
        <source>Head to head chart</source>
        <translation>Grafiek onderling</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rij</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>Scoops made</source>
        <translation>Scoops gemaakt</translation>
    </message>
    <message>
        <source>Scoops suffered</source>
        <translation>Scoops ondergaan</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Fout gelegd</translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation>Opgegeven</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Bonussen</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>Naturals</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Tegen</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Seizoen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>In every currency</source>
        <translation>In elke valuta</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Avond</translation>
    </message>
    <message>
        <source>Head to head (what this player received, net)</source>
        <translation>Onderling (wat deze speler netto ontving)</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Altijd</translation>
    </message>
    <message>
        <source>Left out: {problem}</source>
        <translation>Weggelaten: {problem}</translation>
    </message>
    <message>
        <source>Nobody has played yet</source>
        <translation>Er is nog niet gespeeld</translation>
    </message>
    <message>
        <source>{player} (also {aliases})</source>
        <translation>{player} (ook {aliases})</translation>
    </message>
    <message>
        <source>Not undone: the player register changed since ({what})</source>
        <translation>Niet ongedaan gemaakt: het spelersregister is sindsdien veranderd ({what})</translation>
    </message>
    <message>
        <source>merge {other} into {player}</source>
        <translation>{other} samenvoegen met {player}</translation>
    </message>
    <message>
        <source>unmerge {other} from {player}</source>
        <translation>{other} losmaken van {player}</translation>
    </message>
    <message>
        <source>Select a player first</source>
        <translation>Kies eerst een speler</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spelers samenvoegen</translation>
    </message>
    <message>
        <source>Which player is also {player}? Their names become {player}&apos;s.</source>
        <translation>Welke speler is ook {player}? Diens namen worden die van {player}.</translation>
    </message>
    <message>
        <source>Select a player with other names first</source>
        <translation>Kies eerst een speler met andere namen</translation>
    </message>
    <message>
        <source>Unmerge a name</source>
        <translation>Naam losmaken</translation>
    </message>
    <message>
        <source>Which of {player}&apos;s names is someone else?</source>
        <translation>Welke naam van {player} is iemand anders?</translation>
    </message>
    <message>
        <source>There is nobody else in the register</source>
        <translation>Er staat niemand anders in het register</translation>
    </message>
    <message numerus="yes">
        <source>{name} (played %n session(s))?</source>
        <translation>
            <numerusform>{name} (%n sessie gespeeld)?</numerusform>
            <numerusform>{name} (%n sessies gespeeld)?</numerusform>
        </translation>
    </message>
    <message>
        <source>Given away against the setting advisor: no hand could be reviewed</source>
        <translation>Weggegeven tegenover de adviseur: geen hand kon worden nagekeken</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: {units} units over {hands} hands ({per} a hand)</source>
        <translation>Weggegeven tegenover de adviseur: {units} eenheden over {hands} handen ({per} per hand)</translation>
    </message>
    <message>
        <source>; {count} seats the advisor cannot review</source>
        <translation>; {count} plaatsen die de adviseur niet kan nakijken</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: not reviewed yet (Session &gt; Review with the advisor)</source>
        <translation>Weggegeven tegenover de adviseur: nog niet nagekeken (Sessie &gt; Met de adviseur doorlichten)</translation>
    </message>
    <message>
        <source>Reviewing {player}&apos;s settings with the advisor…</source>
        <translation>De adviseur kijkt de handen van {player} na…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Given away against the setting advisor: the review was stopped</source>
        <translation>Weggegeven tegenover de adviseur: het nakijken is gestopt</translation>
    </message>
    <message>
        <source>Summing the book&apos;s nights on this computer for the first time…</source>
        <translation>De avonden van het boek worden voor het eerst op deze computer opgeteld…</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>2s</source>
        <translation>tweeën</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>drieën</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>vieren</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>vijven</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>zessen</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>zevens</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>achten</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>negens</translation>
    </message>
    <message>
        <source>10s</source>
        <translation>tienen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>boeren</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>vrouwen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>heren</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>azen</translation>
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
        <translation>bijv. verkeerde kaart in de achterste rij van Bob</translation>
    </message>
    <message>
        <source>The reason is kept in the hand&apos;s history and the audit trail.</source>
        <translation>De reden blijft bewaard in de geschiedenis van de hand en in het wijzigingslog.</translation>
    </message>
</context>
<context>
    <name>RepeatQuestion</name>
    <message>
        <source>The same deal again?</source>
        <translation>Dezelfde deling nog eens?</translation>
    </message>
    <message>
        <source>These are the cards of hand {number}, already recorded.

Record them as a new hand all the same? No keeps the typed hand.</source>
        <translation>Dit zijn de kaarten van hand {number}, die al is vastgelegd.

Toch als nieuwe hand vastleggen? Nee houdt de getypte hand.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>F</source>
        <translation>V</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>B</source>
        <translation>A</translation>
    </message>
    <message>
        <source>even</source>
        <translation>quitte</translation>
    </message>
    <message>
        <source>{count} unit</source>
        <translation>{count} punt</translation>
    </message>
    <message>
        <source>{count} units</source>
        <translation>{count} punten</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount} · {money}</source>
        <translation>{payer} betaalt {payee} {amount} · {money}</translation>
    </message>
    <message>
        <source>{count} of 13 cards</source>
        <translation>{count} van 13 kaarten</translation>
    </message>
    <message>
        <source>13 cards ✓</source>
        <translation>13 kaarten ✓</translation>
    </message>
    <message>
        <source>+{count} points · {total} in the game</source>
        <translation>+{count} punten · {total} in het spel</translation>
    </message>
    <message>
        <source>+{count}</source>
        <translation>+{count}</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Deze hand</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>The result shows when every seat has its 13 cards</source>
        <translation>De uitslag verschijnt als elke plaats 13 kaarten heeft</translation>
    </message>
    <message>
        <source>{a} v {b}</source>
        <translation>{a} – {b}</translation>
    </message>
    <message>
        <source>Hand {number}: the result</source>
        <translation>Hand {number}: de uitslag</translation>
    </message>
    <message>
        <source>Ctrl+Enter records hand {number}</source>
        <translation>Ctrl+Enter legt hand {number} vast</translation>
    </message>
    <message>
        <source>{a} {hand_a} v {b} {hand_b}</source>
        <translation>{a} {hand_a} – {b} {hand_b}</translation>
    </message>
    <message>
        <source>Rows from {owner} side: ✓ won, ✗ lost, = tied</source>
        <translation>Rijen gezien vanuit {owner}: ✓ gewonnen, ✗ verloren, = gelijk</translation>
    </message>
</context>
<context>
    <name>RuleDescriptions</name>
    <message>
        <source>2-4: 1 per row plus 1 overall for two rows; 1-6: 1 per row plus 3 for a scoop; per-row: 1 per row.</source>
        <translation>2-4: 1 per rij plus 1 extra voor twee rijen; 1-6: 1 per rij plus 3 voor een scoop; per-row: 1 per rij.</translation>
    </message>
    <message>
        <source>Units a row earns for a strong hand (exact category; a front entry may name a rank).</source>
        <translation>Punten die een rij krijgt voor een sterke hand (precies die combinatie; voor de voorste rij mag een waarde erbij).</translation>
    </message>
    <message>
        <source>winner-only: paid by an opponent whose row it beats; always: collected from everyone, the difference moves; cancel: not paid when both hold one in that row.</source>
        <translation>winner-only: betaald door een tegenstander wiens rij verslagen wordt; always: van iedereen geïnd, het verschil gaat over; cancel: niet betaald als beiden er een in die rij hebben.</translation>
    </message>
    <message>
        <source>A player claims only their largest royalty.</source>
        <translation>Een speler krijgt alleen zijn grootste bonus.</translation>
    </message>
    <message>
        <source>Naturals switched on, with their units; a natural wins at once and is not set.</source>
        <translation>Ingeschakelde naturals, met hun punten; een natural wint meteen en wordt niet gelegd.</translation>
    </message>
    <message>
        <source>Units a surrendering player pays each opponent who plays; null: surrender not allowed.</source>
        <translation>Punten die wie opgeeft aan elke spelende tegenstander betaalt; null: opgeven mag niet.</translation>
    </message>
    <message>
        <source>A mis-set hand pays as if scooped (scoop), a fixed number of units, or plays its rows (play).</source>
        <translation>Een fout gelegde hand betaalt als bij een scoop (scoop), een vast aantal punten, of speelt de rijen (play).</translation>
    </message>
    <message>
        <source>A fouled player also pays the opponent&apos;s royalties.</source>
        <translation>Wie fout legt, betaalt ook de bonussen van de tegenstander.</translation>
    </message>
    <message>
        <source>Everything between two players is multiplied when one wins all three rows (打槍).</source>
        <translation>Alles tussen twee spelers wordt vermenigvuldigd als een van hen alle drie de rijen wint (打槍).</translation>
    </message>
    <message>
        <source>A player who scoops every opponent at a table of 3+ has each payment multiplied again (全壘打).</source>
        <translation>Wie aan een tafel van 3+ elke tegenstander scoopt, krijgt elke betaling nog eens vermenigvuldigd (全壘打).</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the lowest straight, or second-highest (just below 10-J-Q-K-A).</source>
        <translation>A-2-3-4-5 is de laagste straight, of de op één na hoogste (net onder 10-J-Q-K-A).</translation>
    </message>
    <message>
        <source>lowball: the middle plays deuce-to-seven low; then only back &gt;= front is required.</source>
        <translation>lowball: de middelste rij speelt deuce-to-seven laag; dan hoeft alleen achter &gt;= voor.</translation>
    </message>
    <message>
        <source>Q-K-A counts as a front run for the three-straights natural.</source>
        <translation>Q-K-A telt als reeks in de voorste rij voor de natural drie straights.</translation>
    </message>
    <message>
        <source>classic: every pair head to head; criss-cross: heads-up, each player sets two hands, each plays both of the opponent&apos;s; race: 1 point per best row at the table, first to the race target wins.</source>
        <translation>classic: elk paar tegen elkaar; criss-cross: met z&apos;n tweeën, elke speler legt twee handen, elke hand speelt tegen beide handen van de tegenstander; race: 1 punt per beste rij aan tafel, wie als eerste het doel haalt wint.</translation>
    </message>
    <message>
        <source>At most this many players sit at a hand (Pineapple: 3).</source>
        <translation>Zoveel spelers zitten hoogstens aan een hand (Pineapple: 3).</translation>
    </message>
    <message>
        <source>Queens or better in the front without fouling: the next hand is played in Fantasy Land; stay with front trips, a full house or better in the middle, or quads or better in the back.</source>
        <translation>Vrouwen of beter voor zonder fout te leggen: de volgende hand wordt in Fantasy Land gespeeld; je blijft met drie gelijke voor, een full house of beter in het midden, of een carré of beter achter.</translation>
    </message>
    <message>
        <source>Cards dealt at once in Fantasy Land (OFC 13, Pineapple 14).</source>
        <translation>Kaarten die in Fantasy Land in één keer gedeeld worden (OFC 13, Pineapple 14).</translation>
    </message>
    <message>
        <source>Progressive Fantasy Land: QQ deals 14 cards, KK 15, AA 16, front trips 17.</source>
        <translation>Progressieve Fantasy Land: QQ geeft 14 kaarten, KK 15, AA 16, drie gelijke voor 17.</translation>
    </message>
    <message>
        <source>Race: the points that win a game.</source>
        <translation>Race: de punten die een spel winnen.</translation>
    </message>
    <message>
        <source>Race: units each other player of a game pays its winner; null: no money moves.</source>
        <translation>Race: punten die elke andere speler van een spel aan de winnaar betaalt; null: er gaat geen geld over.</translation>
    </message>
    <message>
        <source>Suits break ties between rows of equal rank, strongest first (shcd: spades &gt; hearts &gt; clubs &gt; diamonds): the first card in ranking order whose suits differ decides, in scoring and in the setting rule.</source>
        <translation>Kleuren beslissen tussen rijen van gelijke rang, sterkste eerst (shcd: schoppen &gt; harten &gt; klaveren &gt; ruiten): de eerste kaart in rangorde met een andere kleur beslist, bij het tellen en bij de legregel.</translation>
    </message>
    <message>
        <source>With a deuce-to-seven middle: it must be this low or better (highest card at most this rank, no pair, straight or flush), else the hand fouls.</source>
        <translation>Met een 2-7-midden: het moet minstens zo laag zijn (hoogste kaart hoogstens deze rang, geen paar, straight of flush), anders is de hand fout gelegd.</translation>
    </message>
    <message>
        <source>What makes six pairs: a quad as two pairs and a triple as a pair plus a card; quads only (a triple breaks it); or plain pairs only.</source>
        <translation>Wat zesenhalf paar maakt: een carré als twee paar en drie gelijke als een paar plus een kaart; alleen carrés (drie gelijke breekt het); of alleen gewone paren.</translation>
    </message>
    <message>
        <source>as-set: three flushes, three straights and three straight flushes count only when the rows as entered make them; any-split: found from the 13 cards.</source>
        <translation>as-set: drie flushes, drie straights en drie straight flushes tellen alleen als de rijen zoals ingevoerd ze maken; any-split: gevonden uit de 13 kaarten.</translation>
    </message>
    <message>
        <source>Two declared naturals: the stronger collects its units (compare), or nothing moves (tie).</source>
        <translation>Twee gemelde naturals: de sterkste int zijn eenheden (compare), of er gaat niets over (tie).</translation>
    </message>
    <message>
        <source>马牌: every pair whose players hold this card is multiplied by the horse multiplier once per holder, natural, foul and surrender payments included.</source>
        <translation>Paardkaart (马牌): elk paar waarvan de spelers deze kaart hebben wordt per houder met de paardfactor vermenigvuldigd, ook betalingen voor naturals, fouten en opgeven.</translation>
    </message>
    <message>
        <source>What the horse card multiplies a pair by (&gt;= 1).</source>
        <translation>Waarmee de paardkaart een paar vermenigvuldigt (&gt;= 1).</translation>
    </message>
    <message>
        <source>坐庄: everyone plays only the banker (the hand&apos;s dealer), each at their own multiple 1-5; only the banker can make a home run.</source>
        <translation>Bank (坐庄): iedereen speelt alleen tegen de bank (de gever van de hand), elk met een eigen veelvoud 1-5; alleen de bank kan een home run maken.</translation>
    </message>
    <message>
        <source>加一色 / 多一色: one more copy of every card of each listed suit (s: 65 cards, 5 players; s and h: 78 cards, 6 players); five of a kind ranks above a straight flush.</source>
        <translation>Extra kleuren (加一色): een extra exemplaar van elke kaart van elke genoemde kleur (s: 65 kaarten, 5 spelers; s en h: 78 kaarten, 6 spelers); vijf gelijke gaat boven een straight flush.</translation>
    </message>
    <message>
        <source>Sessions: a match ends after this many hands, with its own totals and winner.</source>
        <translation>Sessies: een partij eindigt na zoveel handen, met eigen totalen en winnaar.</translation>
    </message>
    <message>
        <source>A player collects at most this many royalty units in a hand from each opponent.</source>
        <translation>Een speler int per hand van elke tegenstander hoogstens zoveel bonuseenheden.</translation>
    </message>
    <message>
        <source>A pair&apos;s payment in a hand where one scoops the other is at most this many units.</source>
        <translation>De betaling van een paar in een hand waarin de een de ander scoopt is hoogstens zoveel eenheden.</translation>
    </message>
    <message>
        <source>A pair&apos;s payment in a hand where the payer is part of a home run is at most this.</source>
        <translation>De betaling van een paar in een hand waarin de betaler deel is van een home run is hoogstens zoveel.</translation>
    </message>
    <message>
        <source>Fantasy Land: the weakest unfouled front that enters (QQ, KK, AA or trips).</source>
        <translation>Fantasy Land: de zwakste niet fout gelegde voorrij die binnenkomt (QQ, KK, AA of drie gelijke).</translation>
    </message>
    <message>
        <source>Fantasy Land: with a deuce-to-seven middle, a 7-5-4-3-2 middle enters too.</source>
        <translation>Fantasy Land: met een 2-7-midden komt ook een midden 7-5-4-3-2 binnen.</translation>
    </message>
    <message>
        <source>stays: after a hand in which anyone played Fantasy Land the dealer does not move, and a match does not count that hand.</source>
        <translation>stays: na een hand waarin iemand Fantasy Land speelde schuift de gever niet door, en een partij telt die hand niet.</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Classic 2-4</source>
        <translation>Klassiek 2-4</translation>
    </message>
    <message>
        <source>Classic 1-6</source>
        <translation>Klassiek 1-6</translation>
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
        <translation>Pineapple (OFC, 3 spelers)</translation>
    </message>
    <message>
        <source>Criss Cross (heads-up, two hands)</source>
        <translation>Criss Cross (met z&apos;n tweeën, twee handen)</translation>
    </message>
    <message>
        <source>Race to 11</source>
        <translation>Race naar 11</translation>
    </message>
    <message>
        <source>十三水 room (suits, horse card 5♥)</source>
        <translation>十三水-zaal (kleuren, paardkaart 5♥)</translation>
    </message>
    <message>
        <source>2-7 Pineapple (low middle)</source>
        <translation>2-7 Pineapple (laag midden)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigen regels</translation>
    </message>
    <message>
        <source>2-4 (row + overall)</source>
        <translation>2-4 (rij + totaal)</translation>
    </message>
    <message>
        <source>1-6 (row + scoop bonus)</source>
        <translation>1-6 (rij + scoopbonus)</translation>
    </message>
    <message>
        <source>Per row</source>
        <translation>Per rij</translation>
    </message>
    <message>
        <source>Winner only</source>
        <translation>Alleen de winnaar</translation>
    </message>
    <message>
        <source>Always (difference)</source>
        <translation>Altijd (het verschil)</translation>
    </message>
    <message>
        <source>Cancel when both hold</source>
        <translation>Vervalt als beiden er een hebben</translation>
    </message>
    <message>
        <source>Lowest straight</source>
        <translation>Laagste straight</translation>
    </message>
    <message>
        <source>Second-highest straight</source>
        <translation>Op één na hoogste straight</translation>
    </message>
    <message>
        <source>High (normal)</source>
        <translation>Hoog (normaal)</translation>
    </message>
    <message>
        <source>Lowball (2-7 low)</source>
        <translation>Lowball (2-7 laag)</translation>
    </message>
    <message>
        <source>Classic (every pair head to head)</source>
        <translation>Klassiek (elk paar tegen elkaar)</translation>
    </message>
    <message>
        <source>Criss Cross (heads-up, two hands each)</source>
        <translation>Criss Cross (met z&apos;n tweeën, elk twee handen)</translation>
    </message>
    <message>
        <source>Race (points for the best rows)</source>
        <translation>Race (punten voor de beste rijen)</translation>
    </message>
    <message>
        <source>Pays as if scooped</source>
        <translation>Betaalt als bij een scoop</translation>
    </message>
    <message>
        <source>Rows play as set</source>
        <translation>Rijen spelen zoals gelegd</translation>
    </message>
    <message>
        <source>Pays a fixed amount</source>
        <translation>Betaalt een vast aantal</translation>
    </message>
    <message>
        <source>custom rules ({scoring})</source>
        <translation>eigen regels ({scoring})</translation>
    </message>
    <message>
        <source>Surrender of {units} units is outside the sensible range: it should cost between losing two rows ({low}) and being scooped ({high} under {scoring}).</source>
        <translation>Opgeven voor {units} punten valt buiten het redelijke: het hoort te kosten tussen twee verloren rijen ({low}) en een scoop ({high} bij {scoring}).</translation>
    </message>
    <message>
        <source>Start from a named rule set; any change below makes the rules custom</source>
        <translation>Begin met een regelset met een naam; elke wijziging hieronder maakt er eigen regels van</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Regelset:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>Scoring method</source>
        <translation>Telmethode</translation>
    </message>
    <message>
        <source>allowed, costs</source>
        <translation>mag, kost</translation>
    </message>
    <message>
        <source>units</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Opgeven</translation>
    </message>
    <message>
        <source>A fouled hand</source>
        <translation>Fout gelegde hand</translation>
    </message>
    <message>
        <source>also pays the opponent&apos;s royalties</source>
        <translation>betaalt ook de bonussen van de tegenstander</translation>
    </message>
    <message>
        <source>Scoop multiplier (打槍)</source>
        <translation>Vermenigvuldiger bij scoop (打槍)</translation>
    </message>
    <message>
        <source>Home-run multiplier (全壘打)</source>
        <translation>Vermenigvuldiger bij home run (全壘打)</translation>
    </message>
    <message>
        <source>A-2-3-4-5 (the wheel)</source>
        <translation>A-2-3-4-5 (the wheel)</translation>
    </message>
    <message>
        <source>Middle row</source>
        <translation>Middelste rij</translation>
    </message>
    <message>
        <source>Q-K-A is a front run</source>
        <translation>Q-K-A is een reeks voor</translation>
    </message>
    <message>
        <source>Naturals (win at once, not set)</source>
        <translation>Naturals (winnen meteen, niet gelegd)</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Bonussen</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Betaald</translation>
    </message>
    <message>
        <source>only the largest royalty of a hand counts</source>
        <translation>alleen de grootste bonus van een hand telt</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rij</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Combinatie</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Add royalty</source>
        <translation>Bonus toevoegen</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Gekozen verwijderen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Players at most</source>
        <translation>Hoogstens spelers</translation>
    </message>
    <message>
        <source>on, deals</source>
        <translation>aan, deelt</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>kaarten</translation>
    </message>
    <message>
        <source>Fantasy Land</source>
        <translation>Fantasy Land</translation>
    </message>
    <message>
        <source>progressive (QQ 14, KK 15, AA 16, trips 17)</source>
        <translation>progressief (QQ 14, KK 15, AA 16, drie gelijke 17)</translation>
    </message>
    <message>
        <source>Race to</source>
        <translation>Race naar</translation>
    </message>
    <message>
        <source>the others pay the winner</source>
        <translation>de anderen betalen de winnaar</translation>
    </message>
    <message>
        <source>Race game stake</source>
        <translation>Inzet per race-spel</translation>
    </message>
    <message>
        <source>Which row earns it</source>
        <translation>Welke rij het krijgt</translation>
    </message>
    <message>
        <source>The exact hand the row must hold</source>
        <translation>De combinatie die de rij precies moet hebben</translation>
    </message>
    <message>
        <source>any</source>
        <translation>elke</translation>
    </message>
    <message>
        <source>Fronts only: the pair or trips rank this entry is for (any: every rank)</source>
        <translation>Alleen voor: de waarde van het paar of de drie gelijke waarvoor dit geldt (elke: alle waarden)</translation>
    </message>
    <message>
        <source>Units the royalty earns</source>
        <translation>Punten die de bonus oplevert</translation>
    </message>
    <message>
        <source>quads and triples count</source>
        <translation>carrés en drie gelijke tellen</translation>
    </message>
    <message>
        <source>quads count, a triple breaks it</source>
        <translation>carrés tellen, drie gelijke breekt het</translation>
    </message>
    <message>
        <source>plain pairs only</source>
        <translation>alleen gewone paren</translation>
    </message>
    <message>
        <source>from the 13 cards</source>
        <translation>uit de 13 kaarten</translation>
    </message>
    <message>
        <source>only as the rows are set</source>
        <translation>alleen zoals de rijen gelegd zijn</translation>
    </message>
    <message>
        <source>the stronger collects</source>
        <translation>de sterkste int</translation>
    </message>
    <message>
        <source>two naturals tie</source>
        <translation>twee naturals spelen gelijk</translation>
    </message>
    <message>
        <source>moves every hand</source>
        <translation>schuift elke hand door</translation>
    </message>
    <message>
        <source>stays after a Fantasy Land hand</source>
        <translation>blijft na een Fantasy Land-hand</translation>
    </message>
    <message>
        <source>off (suits never decide)</source>
        <translation>uit (kleuren beslissen nooit)</translation>
    </message>
    <message>
        <source>More rules (suits, room rules, caps)</source>
        <translation>Meer regels (kleuren, zaalregels, plafonds)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Suits break ties</source>
        <translation>Kleuren beslissen</translation>
    </message>
    <message>
        <source>2-7 middle must be at least</source>
        <translation>2-7-midden minstens</translation>
    </message>
    <message>
        <source>Six pairs</source>
        <translation>Zesenhalf paar</translation>
    </message>
    <message>
        <source>Three flushes / straights</source>
        <translation>Drie flushes / straights</translation>
    </message>
    <message>
        <source>Natural against natural</source>
        <translation>Natural tegen natural</translation>
    </message>
    <message>
        <source>Horse card (马牌), multiplier</source>
        <translation>Paardkaart (马牌), factor</translation>
    </message>
    <message>
        <source>the dealer banks; each player&apos;s multiple 1-5</source>
        <translation>de gever is de bank; elke speler een veelvoud 1-5</translation>
    </message>
    <message>
        <source>Banker (坐庄)</source>
        <translation>Bank (坐庄)</translation>
    </message>
    <message>
        <source>Extra suits (加一色)</source>
        <translation>Extra kleuren (加一色)</translation>
    </message>
    <message>
        <source>Hands in a match</source>
        <translation>Handen per partij</translation>
    </message>
    <message>
        <source>Caps: royalties, scoop, home run</source>
        <translation>Plafonds: bonussen, scoop, home run</translation>
    </message>
    <message>
        <source>trips</source>
        <translation>drie gelijke</translation>
    </message>
    <message>
        <source>Fantasy Land from</source>
        <translation>Fantasy Land vanaf</translation>
    </message>
    <message>
        <source>a 7-5-4-3-2 low middle enters too</source>
        <translation>ook een laag midden 7-5-4-3-2 komt binnen</translation>
    </message>
    <message>
        <source>Dealer button</source>
        <translation>Geversknop</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Type cards (6s 10h K♦), click them in the picker, or drag them here. Right-click clears.</source>
        <translation>Typ kaarten (6s 10h K♦), klik ze aan in de kiezer, of sleep ze hierheen. Rechtsklik maakt leeg.</translation>
    </message>
    <message>
        <source>paste: {problem}</source>
        <translation>plakken: {problem}</translation>
    </message>
    <message>
        <source>Seat actions</source>
        <translation>Acties voor deze plaats</translation>
    </message>
    <message>
        <source>13 cards, back first: As Ks Qs Js Ts …</source>
        <translation>13 kaarten, achter eerst: As Ks Qs Js Ts …</translation>
    </message>
    <message>
        <source>Type all 13 cards; Enter sets them as entered (back 5, middle 5, front 3); Esc cancels</source>
        <translation>Typ alle 13 kaarten; Enter legt ze zoals getypt (achter 5, midden 5, voor 3); Esc annuleert</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Melden</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Gewoon spelen</translation>
    </message>
    <message>
        <source>Collect the natural now; the rows are not compared (Ctrl+Shift+D toggles)</source>
        <translation>De natural nu innen; de rijen worden niet vergeleken (Ctrl+Shift+D wisselt)</translation>
    </message>
    <message>
        <source>Do not declare: play the rows as set (Ctrl+Shift+D toggles)</source>
        <translation>Niet melden: de rijen spelen zoals gelegd (Ctrl+Shift+D wisselt)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Toepassen</translation>
    </message>
    <message>
        <source>Set the rows as suggested (Ctrl+Z undoes it)</source>
        <translation>De rijen leggen zoals voorgesteld (Ctrl+Z maakt het ongedaan)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Opgeven</translation>
    </message>
    <message>
        <source>This player folds and pays the surrender units (Ctrl+Shift+S)</source>
        <translation>Deze speler geeft op en betaalt de punten voor opgeven (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>seat {number} · dealer</source>
        <translation>plaats {number} · gever</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>plaats {number}</translation>
    </message>
    <message>
        <source>⚠ FOUL: {problem} (rows still play under these rules)</source>
        <translation>⚠ FOUT GELEGD: {problem} (de rijen spelen toch volgens deze regels)</translation>
    </message>
    <message>
        <source>⚠ FOUL: {problem}</source>
        <translation>⚠ FOUT GELEGD: {problem}</translation>
    </message>
    <message>
        <source>✦ Natural: {natural}</source>
        <translation>✦ Natural: {natural}</translation>
    </message>
    <message>
        <source>{cards}  — Enter sets them as shown</source>
        <translation>{cards}  — Enter legt ze zo</translation>
    </message>
    <message>
        <source>{count} cards: one seat holds 13, remove {extra}</source>
        <translation>{count} kaarten: een plaats heeft er 13, haal er {extra} weg</translation>
    </message>
    <message>
        <source>{count} of 13 cards (back first, then middle, then front)</source>
        <translation>{count} van 13 kaarten (eerst achter, dan midden, dan voor)</translation>
    </message>
    <message>
        <source>Enter needs exactly 13 cards; now {count}</source>
        <translation>Enter heeft precies 13 kaarten nodig; nu {count}</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Players enter their own hands</source>
        <translation>Spelers voeren zelf hun hand in</translation>
    </message>
    <message>
        <source>Each player scans their own seat&apos;s code and sets their hand on their phone; the Hand page shows what they submit, and nothing reaches the book until you record it (Ctrl+Enter).</source>
        <translation>Elke speler scant de code van de eigen plaats en legt de hand op de telefoon; de pagina Hand toont wat er is ingestuurd, en niets komt in het boek tot u het vastlegt (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>Watch the table</source>
        <translation>De tafel bekijken</translation>
    </message>
    <message>
        <source>Link revoked</source>
        <translation>Link ingetrokken</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Intrekken</translation>
    </message>
    <message>
        <source>New link</source>
        <translation>Nieuwe link</translation>
    </message>
</context>
<context>
    <name>SessionAdmin</name>
    <message>
        <source>Another session is called “{name}” too</source>
        <translation>Een andere sessie heet ook „{name}”</translation>
    </message>
    <message>
        <source>A session with hands cannot be deleted: archive it instead</source>
        <translation>Een sessie met handen kan niet weg: archiveer haar</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>Sessie hernoemen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nieuwe naam:</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Sessie verwijderen</translation>
    </message>
    <message>
        <source>Delete the empty session “{name}” from the book?</source>
        <translation>De lege sessie „{name}” uit het boek verwijderen?</translation>
    </message>
</context>
<context>
    <name>SessionChanges</name>
    <message>
        <source>Open or start a session first</source>
        <translation>Open of begin eerst een sessie</translation>
    </message>
    <message>
        <source>This session is settled: reopen it to change it</source>
        <translation>Deze sessie is afgerekend: heropen haar om iets te wijzigen</translation>
    </message>
    <message>
        <source>At least 2 players must stay seated</source>
        <translation>Er moeten minstens 2 spelers blijven zitten</translation>
    </message>
    <message>
        <source>{name} is seated already</source>
        <translation>{name} zit al aan tafel</translation>
    </message>
    <message>
        <source>Replace {name}</source>
        <translation>{name} vervangen</translation>
    </message>
    <message>
        <source>Who sits in {name}&apos;s seat (a returning player or a new name):</source>
        <translation>Wie neemt de plaats van {name} in (een terugkerende speler of een nieuwe naam):</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <source>SESSION</source>
        <translation>SESSIE</translation>
    </message>
    <message>
        <source>OWN STAKES</source>
        <translation>EIGEN INZET</translation>
    </message>
    <message>
        <source>{name} (out)</source>
        <translation>{name} (weg)</translation>
    </message>
    <message>
        <source>Dealer: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Gever: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Next: &lt;b&gt;hand {number}&lt;/b&gt;</source>
        <translation>Volgende: &lt;b&gt;hand {number}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) recorded</source>
        <translation>
            <numerusform>%n hand vastgelegd</numerusform>
            <numerusform>%n handen vastgelegd</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>on</source>
        <translation>aan</translation>
    </message>
    <message>
        <source>record hand {number}</source>
        <translation>hand {number} vastleggen</translation>
    </message>
    <message>
        <source>correct hand {number}</source>
        <translation>hand {number} verbeteren</translation>
    </message>
    <message>
        <source>void hand {number}</source>
        <translation>hand {number} ongeldig maken</translation>
    </message>
    <message>
        <source>stake {a}–{b} {amount}</source>
        <translation>inzet {a}–{b} {amount}</translation>
    </message>
    <message>
        <source>table unit {amount}</source>
        <translation>waarde per punt {amount}</translation>
    </message>
    <message>
        <source>rules from hand {number}</source>
        <translation>regels vanaf hand {number}</translation>
    </message>
    <message>
        <source>seats: {players}</source>
        <translation>plaatsen: {players}</translation>
    </message>
    <message>
        <source>{amount} a unit</source>
        <translation>{amount} per punt</translation>
    </message>
    <message>
        <source>from hand {number}: {a}–{b} {amount} a unit</source>
        <translation>vanaf hand {number}: {a}–{b} {amount} per punt</translation>
    </message>
    <message>
        <source>from hand {number}: everyone {amount} a unit</source>
        <translation>vanaf hand {number}: iedereen {amount} per punt</translation>
    </message>
    <message>
        <source>from hand {number}: rules {rules}</source>
        <translation>vanaf hand {number}: regels {rules}</translation>
    </message>
    <message>
        <source>from hand {number}: seated {players}</source>
        <translation>vanaf hand {number}: aan tafel {players}</translation>
    </message>
</context>
<context>
    <name>SettleCash</name>
    <message>
        <source>Cash at the table</source>
        <translation>Geld aan tafel</translation>
    </message>
    <message>
        <source>Money in {money_in} · money out {money_out} · still on the table {on_table} · house {house}</source>
        <translation>Ingelegd {money_in} · uitbetaald {money_out} · nog op tafel {on_table} · huis {house}</translation>
    </message>
    <message>
        <source>⚠ Not ready to settle: {problems}</source>
        <translation>⚠ Nog niet klaar om af te rekenen: {problems}</translation>
    </message>
    <message>
        <source>✓ Money in = money out + house: every stack is cashed out</source>
        <translation>✓ Ingelegd = uitbetaald + huis: elke stapel is uitbetaald</translation>
    </message>
</context>
<context>
    <name>SettleModels</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Rounded off</source>
        <translation>Afgerond</translation>
    </message>
    <message>
        <source>What rounding the payments to the smallest coin moved (sums to zero)</source>
        <translation>Wat het afronden van de betalingen op de kleinste munt verschoof (samen nul)</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Betaalt</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Aan</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Bedrag</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} betaalt {payee} {amount}</translation>
    </message>
</context>
<context>
    <name>SettlePage</name>
    <message>
        <source>{head}: everyone is square.</source>
        <translation>{head}: iedereen staat quitte.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} betaalt {payee} {amount}</translation>
    </message>
    <message>
        <source>{head}: {payments}.</source>
        <translation>{head}: {payments}.</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Saldi</translation>
    </message>
    <message>
        <source>Plus: is owed money; minus: owes</source>
        <translation>Plus: krijgt geld; min: moet betalen</translation>
    </message>
    <message>
        <source>By pair (each pair&apos;s own stakes)</source>
        <translation>Per paar (de eigen inzet van elk paar)</translation>
    </message>
    <message>
        <source>One payment per pair that played, not netted</source>
        <translation>Eén betaling per paar dat speelde, niet verrekend</translation>
    </message>
    <message>
        <source>Fewest transfers</source>
        <translation>Minste betalingen</translation>
    </message>
    <message>
        <source>The same balances in as few payments as possible</source>
        <translation>Dezelfde saldi in zo weinig mogelijk betalingen</translation>
    </message>
    <message>
        <source>Compare it with the other players&apos; copies: the same fingerprint means the same ledger</source>
        <translation>Vergelijk hem met de kopieën van de anderen: dezelfde vingerafdruk betekent hetzelfde logboek</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als tekst kopiëren</translation>
    </message>
    <message>
        <source>Copy the payments as one message for the group chat, with the fingerprint</source>
        <translation>Kopieer de betalingen als één bericht voor de groepschat, met de vingerafdruk</translation>
    </message>
    <message>
        <source>fewest payments</source>
        <translation>zo min mogelijk betalingen</translation>
    </message>
    <message>
        <source>by pair</source>
        <translation>per paar</translation>
    </message>
    <message>
        <source>Payments in the message</source>
        <translation>Betalingen in het bericht</translation>
    </message>
    <message>
        <source>Mark settled…</source>
        <translation>Als afgerekend markeren…</translation>
    </message>
    <message>
        <source>Copy as text gives</source>
        <translation>Als tekst kopiëren geeft</translation>
    </message>
    <message>
        <source>No session is open</source>
        <translation>Er is geen sessie open</translation>
    </message>
    <message>
        <source>Ledger fingerprint: {fingerprint}</source>
        <translation>Vingerafdruk van het logboek: {fingerprint}</translation>
    </message>
    <message>
        <source>✓ verified</source>
        <translation>✓ gecontroleerd</translation>
    </message>
    <message>
        <source>Every recorded action checks out against the book</source>
        <translation>Elke vastgelegde actie klopt met het boek</translation>
    </message>
    <message>
        <source>⚠ does not verify</source>
        <translation>⚠ klopt niet</translation>
    </message>
    <message>
        <source>Fingerprint {fingerprint}.</source>
        <translation>Vingerafdruk {fingerprint}.</translation>
    </message>
    <message>
        <source>Reopen…</source>
        <translation>Heropenen…</translation>
    </message>
    <message>
        <source>Allow corrections again (asks for a reason, kept in the audit trail)</source>
        <translation>Weer correcties toestaan (vraagt om een reden, blijft in het wijzigingslog)</translation>
    </message>
    <message>
        <source>Close the books on this session: it becomes read-only until reopened</source>
        <translation>De boeken van deze sessie sluiten: alleen-lezen tot ze heropend wordt</translation>
    </message>
    <message>
        <source>Not settled: {reason}</source>
        <translation>Niet afgerekend: {reason}</translation>
    </message>
    <message>
        <source>⚠ The ledger does not verify: {problems}. The book was changed outside the scorekeeper; do not settle from it.</source>
        <translation>⚠ Het logboek klopt niet: {problems}. Het boek is buiten de scorekeeper gewijzigd; reken er niet mee af.</translation>
    </message>
    <message>
        <source>Settled. The session is read-only; reopen it to correct a hand.</source>
        <translation>Afgerekend. De sessie is alleen-lezen; heropen haar om een hand te corrigeren.</translation>
    </message>
    <message>
        <source>Copied: {message}</source>
        <translation>Gekopieerd: {message}</translation>
    </message>
    <message>
        <source>Reopen session</source>
        <translation>Sessie heropenen</translation>
    </message>
    <message>
        <source>Reopen {session}? Hands can be corrected again. Why?</source>
        <translation>{session} heropenen? Handen kunnen dan weer gecorrigeerd worden. Waarom?</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Heropenen</translation>
    </message>
    <message>
        <source>e.g. Cat paid the wrong amount</source>
        <translation>bijv. Cat betaalde het verkeerde bedrag</translation>
    </message>
    <message>
        <source>The reason is kept in the session&apos;s audit trail.</source>
        <translation>De reden blijft bewaard in het wijzigingslog van de sessie.</translation>
    </message>
    <message>
        <source>Mark settled</source>
        <translation>Als afgerekend markeren</translation>
    </message>
    <message>
        <source>Mark {session} as settled? It becomes read-only until reopened. A note is optional (e.g. paid in cash).</source>
        <translation>{session} als afgerekend markeren? Ze is dan alleen-lezen tot ze heropend wordt. Een notitie mag (bijv. contant betaald).</translation>
    </message>
    <message>
        <source>e.g. paid in cash</source>
        <translation>bijv. contant betaald</translation>
    </message>
    <message>
        <source>The note is kept in the session&apos;s audit trail.</source>
        <translation>De notitie blijft bewaard in het wijzigingslog van de sessie.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, %n hand(s)</source>
        <translation>
            <numerusform>{name}, %n hand</numerusform>
            <numerusform>{name}, %n handen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n handen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share this table</source>
        <translation>Deze tafel delen</translation>
    </message>
    <message>
        <source>Phones that open this code see the table live: totals, the last hand, the ledger and the settle-up. Nothing can be changed from a phone.</source>
        <translation>Telefoons die deze code openen zien de tafel live: de stand, de laatste hand, het logboek en de afrekening. Vanaf een telefoon kan niets worden gewijzigd.</translation>
    </message>
    <message>
        <source>Phones on this network can open it</source>
        <translation>Telefoons op dit netwerk kunnen het openen</translation>
    </message>
    <message>
        <source>Otherwise only this computer can open the address (127.0.0.1)</source>
        <translation>Anders kan alleen deze computer het adres openen (127.0.0.1)</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Adres kopiëren</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Stoppen met delen</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Niet gedeeld</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starten…</translation>
    </message>
    <message>
        <source>The share server stopped</source>
        <translation>De deelserver is gestopt</translation>
    </message>
    <message>
        <source>The share server could not be started</source>
        <translation>De deelserver kon niet starten</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Type a card</source>
        <translation>Een kaart typen</translation>
    </message>
    <message>
        <source>rank then suit: 6s, 10h, T♥, kd (spaces and commas are fine)</source>
        <translation>waarde dan kleur: 6s, 10h, T♥, kd (spaties en komma&apos;s mogen)</translation>
    </message>
    <message>
        <source>Remove the last card</source>
        <translation>De laatste kaart weghalen</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Next row / previous row</source>
        <translation>Volgende rij / vorige rij</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab (or ↓ / ↑)</source>
        <translation>Tab / Shift+Tab (of ↓ / ↑)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
</context>
<context>
    <name>StakesModel</name>
    <message>
        <source>their own stake: {amount}</source>
        <translation>hun eigen inzet: {amount}</translation>
    </message>
    <message>
        <source>the session&apos;s unit value</source>
        <translation>de waarde per punt van de sessie</translation>
    </message>
    <message>
        <source>{a} and {b} play for {stake} per unit. Type an amount, or clear it for the default.</source>
        <translation>{a} en {b} spelen voor {stake} per punt. Typ een bedrag, of maak leeg voor de standaard.</translation>
    </message>
    <message>
        <source>Stake {a}–{b}: {problem}</source>
        <translation>Inzet {a}–{b}: {problem}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Gewonnen / verloren</translation>
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
        <translation>Van</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Deze maand</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Dit jaar</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Altijd</translation>
    </message>
    <message>
        <source>Live hands of every session in the book; voided hands do not count.</source>
        <translation>Geldige handen van elke sessie in het boek; ongeldige handen tellen niet.</translation>
    </message>
    <message>
        <source>No hands recorded from {since} to {until}</source>
        <translation>Geen handen vastgelegd van {since} tot {until}</translation>
    </message>
    <message>
        <source>⚠ These standings do not verify against the book: {problem}</source>
        <translation>⚠ Deze stand klopt niet met het boek: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), hands played from {since} to {until}</source>
        <translation>
            <numerusform>%n speler, handen gespeeld van {since} tot {until}</numerusform>
            <numerusform>%n spelers, handen gespeeld van {since} tot {until}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New session…</source>
        <translation>Nieuwe sessie…</translation>
    </message>
    <message>
        <source>Seat the players, agree stakes and rules (Ctrl+N)</source>
        <translation>Spelers plaatsen, inzet en regels afspreken (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open another book…</source>
        <translation>Een ander boek openen…</translation>
    </message>
    <message>
        <source>Use a different book file (Ctrl+O)</source>
        <translation>Een ander boekbestand gebruiken (Ctrl+O)</translation>
    </message>
    <message>
        <source>Sessions in this book</source>
        <translation>Sessies in dit boek</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Hernoemen…</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archiveren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Only a session without hands can be deleted</source>
        <translation>Alleen een sessie zonder handen kan weg</translation>
    </message>
    <message>
        <source>Show &amp;archived sessions</source>
        <translation>&amp;Gearchiveerde sessies tonen</translation>
    </message>
    <message>
        <source>Enter or a double-click opens a session where it was left.</source>
        <translation>Enter of dubbelklikken opent een sessie waar ze gebleven was.</translation>
    </message>
    <message>
        <source>No sessions yet: start one with New session (Ctrl+N).</source>
        <translation>Nog geen sessies: begin er een met Nieuwe sessie (Ctrl+N).</translation>
    </message>
    <message>
        <source>Recent books</source>
        <translation>Recente boeken</translation>
    </message>
    <message>
        <source>Book: {path}</source>
        <translation>Boek: {path}</translation>
    </message>
    <message>
        <source>✓ settled</source>
        <translation>✓ afgerekend</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>gearchiveerd</translation>
    </message>
    <message>
        <source>Bring &amp;back</source>
        <translation>&amp;Terughalen</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n handen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableHand</name>
    <message>
        <source>Start the clock</source>
        <translation>Klok starten</translation>
    </message>
    <message>
        <source>Record the hand</source>
        <translation>Hand vastleggen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Table {table}: {players}</source>
        <translation>Tafel {table}: {players}</translation>
    </message>
    <message>
        <source>not set in time: surrenders</source>
        <translation>niet op tijd gezet: opgegeven</translation>
    </message>
    <message>
        <source>not set in time: fouled</source>
        <translation>niet op tijd gezet: fout gelegd</translation>
    </message>
    <message>
        <source>set</source>
        <translation>gezet</translation>
    </message>
    <message>
        <source>Choose a table first (the draw makes them)</source>
        <translation>Kies eerst een tafel (de loting maakt ze)</translation>
    </message>
    <message>
        <source>This event has no setting clock</source>
        <translation>Dit toernooi heeft geen zetklok</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Tijd!</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Event created: register the players (Ctrl+R)</source>
        <translation>Toernooi aangemaakt: schrijf de spelers in (Ctrl+R)</translation>
    </message>
    <message>
        <source>{name} registered</source>
        <translation>{name} ingeschreven</translation>
    </message>
    <message>
        <source>Record a re-buy for {name}?</source>
        <translation>Een herinkoop voor {name} vastleggen?</translation>
    </message>
    <message>
        <source>{name} re-bought</source>
        <translation>{name} heeft heringekocht</translation>
    </message>
    <message>
        <source>Record an add-on for {name}?</source>
        <translation>Een bijkoop voor {name} vastleggen?</translation>
    </message>
    <message>
        <source>{name} took an add-on</source>
        <translation>{name} heeft bijgekocht</translation>
    </message>
    <message>
        <source>Draw the seats for {count} players now? The draw&apos;s seed is recorded.</source>
        <translation>Nu de plaatsen voor {count} spelers loten? Het zaadgetal van de loting wordt vastgelegd.</translation>
    </message>
    <message>
        <source>Seats drawn: the tables play</source>
        <translation>Plaatsen geloot: de tafels spelen</translation>
    </message>
    <message>
        <source>The tables are balanced: no move to make</source>
        <translation>De tafels zijn in evenwicht: geen verplaatsing nodig</translation>
    </message>
    <message>
        <source>{player}: table {source} to table {target}</source>
        <translation>{player}: tafel {source} naar tafel {target}</translation>
    </message>
    <message>
        <source>Make these moves?</source>
        <translation>Deze verplaatsingen uitvoeren?</translation>
    </message>
    <message>
        <source>Moves recorded</source>
        <translation>Verplaatsingen vastgelegd</translation>
    </message>
    <message>
        <source>This event&apos;s levels go by hands: it has no event clock</source>
        <translation>De niveaus van dit toernooi gaan per hand: er is geen toernooiklok</translation>
    </message>
    <message>
        <source>The event&apos;s clock runs</source>
        <translation>De toernooiklok loopt</translation>
    </message>
    <message>
        <source>The event&apos;s clock is paused</source>
        <translation>De toernooiklok staat stil</translation>
    </message>
    <message>
        <source>Finish the event? The places and payouts are final; nothing more is recorded.</source>
        <translation>Het toernooi afsluiten? De plaatsen en uitbetalingen zijn definitief; er wordt niets meer vastgelegd.</translation>
    </message>
    <message>
        <source>The event is finished</source>
        <translation>Het toernooi is afgesloten</translation>
    </message>
    <message>
        <source>Hand recorded</source>
        <translation>Hand vastgelegd</translation>
    </message>
    <message>
        <source>Hand {hand} at table {table} recorded</source>
        <translation>Hand {hand} aan tafel {table} vastgelegd</translation>
    </message>
    <message>
        <source>out: {names}</source>
        <translation>uitgeschakeld: {names}</translation>
    </message>
    <message>
        <source>balance the tables (Ctrl+B)</source>
        <translation>balanceer de tafels (Ctrl+B)</translation>
    </message>
    <message>
        <source>This book holds no event yet: Event &gt; New event (Ctrl+N)</source>
        <translation>Dit boek bevat nog geen toernooi: Toernooi &gt; Nieuw toernooi (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Toernooi openen</translation>
    </message>
    <message>
        <source>The book&apos;s events:</source>
        <translation>De toernooien in het boek:</translation>
    </message>
    <message>
        <source>Register a player</source>
        <translation>Speler inschrijven</translation>
    </message>
    <message>
        <source>Name (one of the book&apos;s players, or a new name):</source>
        <translation>Naam (een speler uit het boek, of een nieuwe naam):</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>{place}. {name}: {amount}</source>
        <translation>{place}. {name}: {amount}</translation>
    </message>
    <message>
        <source>Places and payouts</source>
        <translation>Plaatsen en uitbetalingen</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>speelt</translation>
    </message>
    <message>
        <source>out</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Positie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Hands to next</source>
        <translation>Handen tot volgend</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Uitbetaald</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Level {level} of {levels}: {value} chips a point</source>
        <translation>Niveau {level} van {levels}: {value} fiches per punt</translation>
    </message>
    <message>
        <source>{value} in {time}</source>
        <translation>{value} over {time}</translation>
    </message>
    <message>
        <source>the event&apos;s clock is stopped (Ctrl+P starts it)</source>
        <translation>de toernooiklok staat stil (Ctrl+P start haar)</translation>
    </message>
    <message>
        <source>Prize pool {pool} · fees {fees} · {entries} entries · {left} players left · average stack {average}</source>
        <translation>Prijzenpot {pool} · afdracht {fees} · {entries} inschrijvingen · {left} spelers over · gemiddelde stapel {average}</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Uitbetalingen</translation>
    </message>
    <message>
        <source>Eliminations</source>
        <translation>Uitgeschakeld</translation>
    </message>
    <message>
        <source>No event yet: Event &gt; New event (Ctrl+N)</source>
        <translation>Nog geen toernooi: Toernooi &gt; Nieuw toernooi (Ctrl+N)</translation>
    </message>
    <message>
        <source> (finished)</source>
        <translation> (afgesloten)</translation>
    </message>
    <message>
        <source>Tournament: {name}</source>
        <translation>Toernooi: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{value} in %n hand(s)</source>
        <translation>
            <numerusform>{value} over %n hand</numerusform>
            <numerusform>{value} over %n handen</numerusform>
        </translation>
    </message>
</context>
</TS>
