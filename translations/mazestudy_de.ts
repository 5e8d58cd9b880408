<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnimationExportDialog</name>
    <message>
        <source>Export an animation of every pane</source>
        <translation>Animation aller Bereiche exportieren</translation>
    </message>
    <message>
        <source>Export an animation of pane %1</source>
        <translation>Animation von Bereich %1 exportieren</translation>
    </message>
    <message>
        <source>Every pane&apos;s generator runs from the start on its seed, each in a tile under its name, as a GIF or, through ffmpeg, a video.</source>
        <translation>Der Generator jedes Bereichs läuft von Anfang an mit seinem Startwert, jeder in einer Kachel unter seinem Namen, als GIF oder, über ffmpeg, als Video.</translation>
    </message>
    <message>
        <source>The pane&apos;s generator runs from the start on its seed, as the pane shows it, as a GIF or, through ffmpeg, a video.</source>
        <translation>Der Generator des Bereichs läuft von Anfang an mit seinem Startwert, wie der Bereich ihn zeigt, als GIF oder, über ffmpeg, als Video.</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>GIF</source>
        <translation>GIF</translation>
    </message>
    <message>
        <source>WebM</source>
        <translation>WebM</translation>
    </message>
    <message>
        <source>MP4</source>
        <translation>MP4</translation>
    </message>
    <message>
        <source>Length in seconds</source>
        <translation>Länge in Sekunden</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>Bilder je Sekunde</translation>
    </message>
    <message>
        <source>Pixels a unit</source>
        <translation>Pixel je Einheit</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>Angepasst</translation>
    </message>
    <message>
        <source>Last frame held, seconds</source>
        <translation>Letztes Bild halten, Sekunden</translation>
    </message>
    <message>
        <source>Runs side by side</source>
        <translation>Läufe nebeneinander</translation>
    </message>
    <message>
        <source>Each the same share of its work</source>
        <translation>Jeder den gleichen Anteil seiner Arbeit</translation>
    </message>
    <message>
        <source>Each the same number of moves</source>
        <translation>Jeder die gleiche Zahl von Zügen</translation>
    </message>
    <message>
        <source>A GIF plays again and again</source>
        <translation>Ein GIF spielt immer wieder</translation>
    </message>
    <message>
        <source>Black and white, as the PNG export (no call stack or current unit)</source>
        <translation>Schwarz-weiß, wie der PNG-Export (ohne Aufrufstapel und aktuelles Feld)</translation>
    </message>
    <message>
        <source>Save the animation</source>
        <translation>Animation speichern</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>GIF-Animationen (*.gif)</translation>
    </message>
    <message>
        <source>WebM videos (*.webm)</source>
        <translation>WebM-Videos (*.webm)</translation>
    </message>
    <message>
        <source>MP4 videos (*.mp4)</source>
        <translation>MP4-Videos (*.mp4)</translation>
    </message>
    <message>
        <source>The pane&apos;s maze, as it shows it, solved by %1 from its start to its exit in Solve mode&apos;s colours, as a GIF or, through ffmpeg, a video.</source>
        <translation>Das Labyrinth des Bereichs, wie er es zeigt, gelöst von %1 vom Start zum Ausgang in den Farben des Lösen-Modus, als GIF oder, über ffmpeg, als Video.</translation>
    </message>
    <message>
        <source>The generator&apos;s run</source>
        <translation>Der Lauf des Generators</translation>
    </message>
    <message>
        <source>The solve by %1</source>
        <translation>Die Lösung durch %1</translation>
    </message>
</context>
<context>
    <name>AnimationExporter</name>
    <message>
        <source>There is no such pane.</source>
        <translation>Diesen Bereich gibt es nicht.</translation>
    </message>
    <message>
        <source>Frames this large would pass %1 megapixels: choose fewer pixels a unit.</source>
        <translation>So große Bilder überschritten %1 Megapixel: Wählen Sie weniger Pixel je Einheit.</translation>
    </message>
    <message>
        <source>Frames of %1 × %2 pixels, %3 pixels a unit</source>
        <translation>Bilder von %1 × %2 Pixeln, %3 Pixel je Einheit</translation>
    </message>
    <message>
        <source>Counting moves…</source>
        <translation>Züge werden gezählt …</translation>
    </message>
    <message>
        <source>Cancelled; no file written.</source>
        <translation>Abgebrochen; keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>This animation would have %1 frames and be about %2 (at most %3 frames and %4): choose a shorter duration, fewer frames a second or fewer pixels a unit.</source>
        <translation>Diese Animation hätte %1 Bilder und wäre etwa %2 groß (höchstens %3 Bilder und %4): Wählen Sie eine kürzere Länge, weniger Bilder je Sekunde oder weniger Pixel je Einheit.</translation>
    </message>
    <message>
        <source>Frame %1 of %2</source>
        <translation>Bild %1 von %2</translation>
    </message>
    <message>
        <source>Saved %1: %2 frames, %3</source>
        <translation>%1 gespeichert: %2 Bilder, %3</translation>
    </message>
    <message>
        <source>The solve starts from the pane&apos;s finished maze, with a solver of Solve mode&apos;s list.</source>
        <translation>Die Lösung beginnt mit dem fertigen Labyrinth des Bereichs und einem Löser aus der Liste des Lösen-Modus.</translation>
    </message>
    <message>
        <source>An animation is being exported: wait for it, or cancel it.</source>
        <translation>Eine Animation wird gerade exportiert: Warten Sie darauf, oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <source>The animation stopped early; no file written.</source>
        <translation type="vanished">Die Animation hat vorzeitig angehalten; keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>The animation stopped on an unexpected error.</source>
        <translation>Die Animation wurde durch einen unerwarteten Fehler angehalten.</translation>
    </message>
    <message>
        <source>The file passed %1 as it was written, so nothing was written: choose a shorter duration, fewer frames a second or fewer pixels a unit.</source>
        <translation>Die Datei wurde beim Schreiben größer als %1, daher wurde nichts geschrieben: Wählen Sie eine kürzere Dauer, weniger Bilder pro Sekunde oder weniger Pixel pro Einheit.</translation>
    </message>
</context>
<context>
    <name>BuildProgress</name>
    <message>
        <source>Maze built</source>
        <translation>Labyrinth gebaut</translation>
    </message>
    <message>
        <source>This generator cannot tell ahead how far it has to go</source>
        <translation>Dieser Generator kann nicht vorher sagen, wie weit er noch gehen muss</translation>
    </message>
    <message>
        <source>%1 % of the maze built</source>
        <translation>%1 % des Labyrinths gebaut</translation>
    </message>
</context>
<context>
    <name>CallStackModel</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>first %1, then rotate: %2</source>
        <translation>zuerst %1, dann rotieren: %2</translation>
    </message>
    <message>
        <source>permutation: %1</source>
        <translation>Permutation: %1</translation>
    </message>
    <message>
        <source>shuffled unvisited: %1</source>
        <translation>gemischt, unbesucht: %1</translation>
    </message>
    <message>
        <source>the script&apos;s own</source>
        <translation>vom Skript bestimmt</translation>
    </message>
    <message>
        <source>the script&apos;s own, called at line %1</source>
        <translation>vom Skript bestimmt, aufgerufen in Zeile %1</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <source>Recursive backtracker</source>
        <translation>Rekursives Backtracking</translation>
    </message>
    <message>
        <source>Digout DFS, rotating order</source>
        <translation>Digout-Tiefensuche, rotierende Reihenfolge</translation>
    </message>
    <message>
        <source>Digout DFS, random permutation</source>
        <translation>Digout-Tiefensuche, zufällige Permutation</translation>
    </message>
    <message>
        <source>Cellular automaton</source>
        <translation>Zellulärer Automat</translation>
    </message>
    <message>
        <source>Update mode</source>
        <translation>Aktualisierung</translation>
    </message>
    <message>
        <source>Seed walls</source>
        <translation>Keimwände</translation>
    </message>
    <message>
        <source>Walls more than</source>
        <translation>Wände mehr als</translation>
    </message>
    <message>
        <source>Walls fewer than</source>
        <translation>Wände weniger als</translation>
    </message>
    <message>
        <source>Scan order</source>
        <translation>Abtastreihenfolge</translation>
    </message>
    <message>
        <source>Past the border</source>
        <translation>Jenseits des Rands</translation>
    </message>
    <message>
        <source>In place (the default, as the seed&apos;s code does): a unit sees the walls added earlier in the same sweep. Previous sweep: every unit sees the grid as the last sweep left it.</source>
        <translation>Direkt (die Voreinstellung, wie im Code der Vorlage): ein Feld sieht die Wände, die früher im selben Durchlauf entstanden sind. Vorheriger Durchlauf: jedes Feld sieht das Gitter so, wie der letzte Durchlauf es hinterlassen hat.</translation>
    </message>
    <message>
        <source>Random walls placed on the open grid before the first sweep.</source>
        <translation>Zufällige Wände, die vor dem ersten Durchlauf auf das offene Gitter gesetzt werden.</translation>
    </message>
    <message>
        <source>A floor unit becomes wall when its 3x3 window holds more than this many walls...</source>
        <translation>Ein Bodenfeld wird zur Wand, wenn sein 3x3-Fenster mehr als so viele Wände enthält ...</translation>
    </message>
    <message>
        <source>...and fewer than this many.</source>
        <translation>... und weniger als so viele.</translation>
    </message>
    <message>
        <source>The order in which a sweep visits the units.</source>
        <translation>Die Reihenfolge, in der ein Durchlauf die Felder besucht.</translation>
    </message>
    <message>
        <source>What the 3x3 window sees past the border: clamp repeats the edge unit, as the seed&apos;s code does.</source>
        <translation>Was das 3x3-Fenster jenseits des Rands sieht: Klemmen wiederholt das Randfeld, wie im Code der Vorlage.</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>Direkt</translation>
    </message>
    <message>
        <source>From the previous sweep</source>
        <translation>Aus dem vorherigen Durchlauf</translation>
    </message>
    <message>
        <source>Rows, top first</source>
        <translation>Zeilen, oben zuerst</translation>
    </message>
    <message>
        <source>Columns, left first</source>
        <translation>Spalten, links zuerst</translation>
    </message>
    <message>
        <source>Rows, bottom first</source>
        <translation>Zeilen, unten zuerst</translation>
    </message>
    <message>
        <source>Columns, right first</source>
        <translation>Spalten, rechts zuerst</translation>
    </message>
    <message>
        <source>Clamp to the edge</source>
        <translation>Am Rand klemmen</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>%1: type a whole number from %2 to %3.</source>
        <translation>%1: Geben Sie eine ganze Zahl von %2 bis %3 ein.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; use digits only.</source>
        <translation>%1: „%2“ ist keine ganze Zahl; bitte nur Ziffern verwenden.</translation>
    </message>
    <message>
        <source>%1: at least %2 units.</source>
        <translation>%1: mindestens %2 Felder.</translation>
    </message>
    <message>
        <source>%1: at most %2. The window caps mazes at %2 x %2 so that they stay smooth; mazestudy-cli generates up to %3 x %3.</source>
        <translation>%1: höchstens %2. Das Fenster begrenzt Labyrinthe auf %2 x %2, damit sie flüssig bleiben; mazestudy-cli erzeugt bis zu %3 x %3.</translation>
    </message>
    <message>
        <source>%1: must be odd for %2 (cells sit at odd units, walls between them). Try %3 or %4.</source>
        <translation>%1: muss für „%2“ ungerade sein (Zellen liegen auf ungeraden Feldern, Wände dazwischen). Versuchen Sie %3 oder %4.</translation>
    </message>
    <message>
        <source>Type a seed: a whole number from 0 to %1.</source>
        <translation>Geben Sie einen Startwert ein: eine ganze Zahl von 0 bis %1.</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to %1; &quot;%2&quot; is not.</source>
        <translation>Ein Startwert ist eine ganze Zahl von 0 bis %1; „%2“ ist keine.</translation>
    </message>
    <message>
        <source>A seed goes up to %1 here (the largest whole number QML holds exactly).</source>
        <translation>Ein Startwert reicht hier bis %1 (die größte ganze Zahl, die QML exakt darstellt).</translation>
    </message>
    <message>
        <source>Unknown generator &quot;%1&quot;.</source>
        <translation>Unbekannter Generator „%1“.</translation>
    </message>
    <message>
        <source>These options do not work together: %1.</source>
        <translation>Diese Optionen passen nicht zusammen: %1.</translation>
    </message>
    <message>
        <source>the flame game&apos;s generator: from the end cell, visit unvisited neighbours in a shuffled order</source>
        <translation>der Generator des Flammenspiels: von der Endzelle aus die unbesuchten Nachbarn in gemischter Reihenfolge besuchen</translation>
    </message>
    <message>
        <source>the mazedfs lab&apos;s digout(): a random first direction, then (d+1)%4</source>
        <translation>digout() aus dem mazedfs-Praktikum: eine zufällige erste Richtung, dann (d+1)%4</translation>
    </message>
    <message>
        <source>the mazedfs lab&apos;s digout() with a fresh random permutation of the directions per call</source>
        <translation>digout() aus dem mazedfs-Praktikum mit einer neuen zufälligen Permutation der Richtungen je Aufruf</translation>
    </message>
    <message>
        <source>the sandbox&apos;s automaton: seed walls, then sweeps that wall floor units with few walls around them</source>
        <translation>der Automat aus der Sandbox: Keimwände, dann Durchläufe, die Bodenfelder mit wenigen Wänden ringsum zu Wand machen</translation>
    </message>
    <message>
        <source>Binary tree</source>
        <translation>Binärbaum</translation>
    </message>
    <message>
        <source>each cell carves one of two fixed ways at random (north or east by default): a diagonal bias and two long corridors along the edges</source>
        <translation>jede Zelle gräbt zufällig in eine von zwei festen Richtungen (Voreinstellung: Norden oder Osten): eine diagonale Verzerrung und zwei lange Gänge entlang der Ränder</translation>
    </message>
    <message>
        <source>Sidewinder</source>
        <translation>Sidewinder</translation>
    </message>
    <message>
        <source>row by row: a run of cells grows east and, when a coin closes it, one of its cells carves north; the top row is one corridor</source>
        <translation>Zeile für Zeile: eine Folge von Zellen wächst nach Osten, und wenn ein Münzwurf sie abschließt, gräbt eine ihrer Zellen nach Norden; die oberste Zeile ist ein einziger Gang</translation>
    </message>
    <message>
        <source>Eller&apos;s algorithm</source>
        <translation>Eller-Algorithmus</translation>
    </message>
    <message>
        <source>row by row with sets: neighbours of different sets join at random, each set carves at least once down, the last row joins what is left</source>
        <translation>Zeile für Zeile mit Mengen: Nachbarn aus verschiedenen Mengen werden zufällig verbunden, jede Menge gräbt mindestens einmal nach unten, die letzte Zeile verbindet den Rest</translation>
    </message>
    <message>
        <source>Aldous-Broder</source>
        <translation>Aldous-Broder</translation>
    </message>
    <message>
        <source>a random walk that carves into every cell it enters for the first time: uniform over all mazes, and slow to finish</source>
        <translation>eine Irrfahrt, die in jede Zelle gräbt, die sie zum ersten Mal betritt: gleichverteilt über alle Labyrinthe, braucht aber lange bis zum Ende</translation>
    </message>
    <message>
        <source>Wilson&apos;s algorithm</source>
        <translation>Wilson-Algorithmus</translation>
    </message>
    <message>
        <source>loop-erased random walks from each cell not in the maze until they hit it: uniform over all mazes</source>
        <translation>schleifenbereinigte Irrfahrten von jeder Zelle außerhalb des Labyrinths, bis sie es treffen: gleichverteilt über alle Labyrinthe</translation>
    </message>
    <message>
        <source>Randomized Kruskal</source>
        <translation>Zufälliger Kruskal</translation>
    </message>
    <message>
        <source>the walls in random order, each removed when it joins two different sets of cells</source>
        <translation>die Wände in zufälliger Reihenfolge, jede wird entfernt, wenn sie zwei verschiedene Zellmengen verbindet</translation>
    </message>
    <message>
        <source>Randomized Prim</source>
        <translation>Zufälliger Prim</translation>
    </message>
    <message>
        <source>a random cell of the frontier (outside the maze, next to it) joins a random neighbour inside: many short dead ends</source>
        <translation>eine zufällige Grenzzelle (außerhalb des Labyrinths, direkt daneben) wird mit einem zufälligen Nachbarn darin verbunden: viele kurze Sackgassen</translation>
    </message>
    <message>
        <source>Growing tree</source>
        <translation>Wachsender Baum</translation>
    </message>
    <message>
        <source>an active list: take a cell (newest, random, oldest or a mix), carve to an unvisited neighbour or drop it; newest is a DFS, random is like Prim</source>
        <translation>eine aktive Liste: eine Zelle nehmen (neueste, zufällige, älteste oder gemischt), zu einem unbesuchten Nachbarn graben oder sie streichen; neueste ist eine Tiefensuche, zufällige wie Prim</translation>
    </message>
    <message>
        <source>Hunt-and-kill</source>
        <translation>Hunt-and-Kill</translation>
    </message>
    <message>
        <source>a random walk into unvisited cells; when stuck, scan rows from the top for an unvisited cell next to the maze and walk on from there</source>
        <translation>eine Irrfahrt in unbesuchte Zellen; steckt sie fest, werden die Zeilen von oben nach einer unbesuchten Zelle neben dem Labyrinth abgesucht, und von dort geht es weiter</translation>
    </message>
    <message>
        <source>Recursive division</source>
        <translation>Rekursive Teilung</translation>
    </message>
    <message>
        <source>starts with no inner walls and splits each chamber by one wall with one gap, across its longer side, until chambers are one cell wide</source>
        <translation>beginnt ohne innere Wände und teilt jede Kammer quer zu ihrer längeren Seite durch eine Wand mit einer Lücke, bis die Kammern eine Zelle breit sind</translation>
    </message>
    <message>
        <source>Carves toward</source>
        <translation>Gräbt in Richtung</translation>
    </message>
    <message>
        <source>Cell taken from the list</source>
        <translation>Zelle aus der Liste</translation>
    </message>
    <message>
        <source>The two ways every cell may carve; the cells along two edges have only one of them, so those edges become long corridors.</source>
        <translation>Die beiden Richtungen, in die jede Zelle graben darf; die Zellen entlang zweier Ränder haben nur eine davon, daher werden diese Ränder zu langen Gängen.</translation>
    </message>
    <message>
        <source>Which cell of the active list grows next: the newest (a depth-first search), a random one (like Prim), the oldest, or newest:P, the newest with chance P from 0 to 1, else a random one.</source>
        <translation>Welche Zelle der aktiven Liste als Nächstes wächst: die neueste (eine Tiefensuche), eine zufällige (wie Prim), die älteste oder newest:P, mit Wahrscheinlichkeit P von 0 bis 1 die neueste, sonst eine zufällige.</translation>
    </message>
    <message>
        <source>North or east</source>
        <translation>Norden oder Osten</translation>
    </message>
    <message>
        <source>North or west</source>
        <translation>Norden oder Westen</translation>
    </message>
    <message>
        <source>South or east</source>
        <translation>Süden oder Osten</translation>
    </message>
    <message>
        <source>South or west</source>
        <translation>Süden oder Westen</translation>
    </message>
    <message>
        <source>Newest (depth-first)</source>
        <translation>Neueste (Tiefensuche)</translation>
    </message>
    <message>
        <source>Random (like Prim)</source>
        <translation>Zufällig (wie Prim)</translation>
    </message>
    <message>
        <source>Oldest</source>
        <translation>Älteste</translation>
    </message>
    <message>
        <source>Newest or random, half and half</source>
        <translation>Neueste oder zufällig, je zur Hälfte</translation>
    </message>
    <message>
        <source>“%1” must be at least “%2” + 2: otherwise no count of walls passes the rule.</source>
        <translation>„%1“ muss mindestens „%2“ + 2 sein: sonst erfüllt keine Anzahl von Wänden die Regel.</translation>
    </message>
    <message>
        <source>Your own generator</source>
        <translation>Eigener Generator</translation>
    </message>
    <message>
        <source>the mazedfs lab, in JavaScript or in the assignment&apos;s own Java: your digout(y, x) digs M; the lab calls digout(mheight - 2, mwidth - 2) and then digs the exit</source>
        <translation>das mazedfs-Praktikum, in JavaScript oder im Java der Aufgabe selbst: Ihr digout(y, x) gräbt M; das Praktikum ruft digout(mheight - 2, mwidth - 2) auf und gräbt dann den Ausgang</translation>
    </message>
    <message>
        <source>Order of the walls</source>
        <translation>Reihenfolge der Wände</translation>
    </message>
    <message>
        <source>How the random order of the walls is drawn. Keyed (version 2): each wall&apos;s key is a hash of its place and the seed, so no list of walls is kept and the largest mazes fit in memory. Shuffled (version 1, before December 2026): a shuffled list of the walls, as mazes saved then were made.</source>
        <translation>Wie die zufällige Reihenfolge der Wände gezogen wird. Schlüssel (Version 2): Der Schlüssel jeder Wand ist ein Hash ihres Platzes und des Startwerts, es wird keine Liste der Wände gehalten, und auch die größten Labyrinthe passen in den Speicher. Gemischt (Version 1, vor Dezember 2026): eine gemischte Liste der Wände, wie damals gespeicherte Labyrinthe entstanden.</translation>
    </message>
    <message>
        <source>Keyed (version 2)</source>
        <translation>Schlüssel (Version 2)</translation>
    </message>
    <message>
        <source>Shuffled list (version 1)</source>
        <translation>Gemischte Liste (Version 1)</translation>
    </message>
    <message>
        <source>How the walk is kept</source>
        <translation>Wie die Irrfahrt festgehalten wird</translation>
    </message>
    <message>
        <source>Random pick from the list</source>
        <translation>Zufällige Wahl aus der Liste</translation>
    </message>
    <message>
        <source>Direction draws</source>
        <translation>Richtungsziehungen</translation>
    </message>
    <message>
        <source>Exits (version 2, Wilson&apos;s own form): each cell remembers only the way the walk last left it, so a loop is erased by overwriting. List (version 1, before December 2026): the walk as a list, a loop erased cell by cell, as mazes saved then were made. Both are uniform.</source>
        <translation>Ausgänge (Version 2, Wilsons eigene Form): jede Zelle merkt sich nur, wohin die Irrfahrt sie zuletzt verließ, so wird eine Schleife durch Überschreiben gelöscht. Liste (Version 1, vor Dezember 2026): die Irrfahrt als Liste, eine Schleife Zelle für Zelle gelöscht, wie damals gespeicherte Labyrinthe entstanden. Beide sind gleichverteilt.</translation>
    </message>
    <message>
        <source>How newest:P finds a random cell. Tombstones (version 2): a random place in the list, again while it holds a cell that left. Counted (version 1, before December 2026): the k-th cell through a count tree, as mazes saved then were made.</source>
        <translation>Wie newest:P eine zufällige Zelle findet. Grabsteine (Version 2): eine zufällige Stelle der Liste, erneut, solange dort eine ausgeschiedene Zelle steht. Gezählt (Version 1, vor Dezember 2026): die k-te Zelle über einen Zählbaum, wie damals gespeicherte Labyrinthe entstanden.</translation>
    </message>
    <message>
        <source>Bits (version 2): two bits of a random number a step, one number for 32 steps. Below (version 1, before December 2026): a random number a step, as mazes saved then were made. The same walk.</source>
        <translation>Bits (Version 2): zwei Bits einer Zufallszahl je Schritt, eine Zahl für 32 Schritte. Below (Version 1, vor Dezember 2026): eine Zufallszahl je Schritt, wie damals gespeicherte Labyrinthe entstanden. Dieselbe Irrfahrt.</translation>
    </message>
    <message>
        <source>Last exits (version 2)</source>
        <translation>Letzte Ausgänge (Version 2)</translation>
    </message>
    <message>
        <source>Walk list (version 1)</source>
        <translation>Liste der Irrfahrt (Version 1)</translation>
    </message>
    <message>
        <source>Tombstones (version 2)</source>
        <translation>Grabsteine (Version 2)</translation>
    </message>
    <message>
        <source>Count tree (version 1)</source>
        <translation>Zählbaum (Version 1)</translation>
    </message>
    <message>
        <source>Two bits a step (version 2)</source>
        <translation>Zwei Bits je Schritt (Version 2)</translation>
    </message>
    <message>
        <source>A number a step (version 1)</source>
        <translation>Eine Zahl je Schritt (Version 1)</translation>
    </message>
    <message>
        <source>Life-like automaton</source>
        <translation>Lebensähnlicher Automat</translation>
    </message>
    <message>
        <source>a soup of live units (walls) in the centre, then generations of a Life-like rule at once: Maze (B3/S12345) grows corridors, Mazectric (B3/S1234) straighter ones</source>
        <translation>eine Suppe lebender Einheiten (Wände) in der Mitte, dann Generationen einer lebensähnlichen Regel auf einmal: Maze (B3/S12345) lässt Gänge wachsen, Mazectric (B3/S1234) geradere</translation>
    </message>
    <message>
        <source>Origin shift</source>
        <translation>Ursprungsverschiebung</translation>
    </message>
    <message>
        <source>a perfect maze whose passages all point to one cell, the origin, which moves to a random neighbour again and again: the maze is whole from the first move and grows random</source>
        <translation>ein perfektes Labyrinth, dessen Gänge alle auf eine Zelle zeigen, den Ursprung, der wieder und wieder zu einem zufälligen Nachbarn wandert: das Labyrinth ist vom ersten Zug an ganz und wird zufällig</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Soup density</source>
        <translation>Dichte der Ursuppe</translation>
    </message>
    <message>
        <source>Soup region</source>
        <translation>Bereich der Ursuppe</translation>
    </message>
    <message>
        <source>Generations at most</source>
        <translation>Höchstens Generationen</translation>
    </message>
    <message>
        <source>Shifts per cell</source>
        <translation>Verschiebungen je Zelle</translation>
    </message>
    <message>
        <source>Time limit (s)</source>
        <translation>Zeitgrenze (s)</translation>
    </message>
    <message>
        <source>Which Prim. Cell: a random frontier cell joins a random neighbour in the maze (Pullen&apos;s modified Prim). Edge: a random edge out of the maze (Pullen&apos;s simplified). True: the lightest edge out of the maze by random weights drawn once, the minimum spanning tree. Cell weights: every cell a random weight, the lightest active cell carves to its lightest unvisited neighbour (Buck&apos;s True Prim&apos;s).</source>
        <translation>Welcher Prim. Zelle: eine zufällige Randzelle schließt sich einem zufälligen Nachbarn im Labyrinth an (Pullens modifizierter Prim). Kante: eine zufällige Kante aus dem Labyrinth hinaus (Pullens vereinfachter). Echt: die leichteste Kante hinaus nach einmal gezogenen Zufallsgewichten, der minimale Spannbaum. Zellgewichte: jede Zelle ein Zufallsgewicht, die leichteste aktive Zelle gräbt zu ihrem leichtesten unbesuchten Nachbarn (Bucks True Prim&apos;s).</translation>
    </message>
    <message>
        <source>The neighbour counts (0 to 8, of the eight around a unit) at which a unit is born (B) and survives (S): B3/S12345 is Maze, B3/S1234 Mazectric.</source>
        <translation>Die Nachbarzahlen (0 bis 8, von den acht um ein Feld), bei denen ein Feld entsteht (B) und überlebt (S): B3/S12345 ist Maze, B3/S1234 Mazectric.</translation>
    </message>
    <message>
        <source>The share of live units in the starting soup, from 0 to 1.</source>
        <translation>Der Anteil lebender Felder in der Ursuppe, von 0 bis 1.</translation>
    </message>
    <message>
        <source>The soup&apos;s rectangle, centred, as a share of each side, from 0 to 1.</source>
        <translation>Das Rechteck der Ursuppe, mittig, als Anteil jeder Seite, von 0 bis 1.</translation>
    </message>
    <message>
        <source>The most generations it runs when the pattern never settles.</source>
        <translation>Die meisten Generationen, die es rechnet, wenn das Muster nie zur Ruhe kommt.</translation>
    </message>
    <message>
        <source>How many times the origin moves, per cell of the maze: from about 50 on, its dead ends are those of a uniform spanning tree.</source>
        <translation>Wie oft der Ursprung wandert, je Zelle des Labyrinths: ab etwa 50 sind seine Sackgassen die eines gleichverteilten Spannbaums.</translation>
    </message>
    <message>
        <source>Seconds a script may run before it is stopped.</source>
        <translation>Sekunden, die ein Skript laufen darf, bevor es angehalten wird.</translation>
    </message>
    <message>
        <source>Cell (modified Prim)</source>
        <translation>Zelle (modifizierter Prim)</translation>
    </message>
    <message>
        <source>Edge (simplified Prim)</source>
        <translation>Kante (vereinfachter Prim)</translation>
    </message>
    <message>
        <source>True Prim (lightest edge)</source>
        <translation>Echter Prim (leichteste Kante)</translation>
    </message>
    <message>
        <source>Cell weights (Buck&apos;s)</source>
        <translation>Zellgewichte (nach Buck)</translation>
    </message>
    <message>
        <source>Blind-alley sealer</source>
        <translation>Blindgassen-Versiegler</translation>
    </message>
    <message>
        <source>walls up the mouth of every part joined by one passage that holds neither start nor exit, then walks what is left</source>
        <translation>mauert den Eingang jedes Teils zu, der über einen einzigen Durchgang hängt und weder Start noch Ausgang enthält, und geht dann, was übrig bleibt</translation>
    </message>
    <message>
        <source>Cul-de-sac filler</source>
        <translation>Schlaufenfüller</translation>
    </message>
    <message>
        <source>seals each loop hanging by one stem, fills the dead ends that makes and the others, then walks</source>
        <translation>versiegelt jede Schleife, die an einem Stiel hängt, füllt die so entstandenen und die übrigen Sackgassen und geht dann</translation>
    </message>
    <message>
        <source>Dead-end filler</source>
        <translation>Sackgassenfüller</translation>
    </message>
    <message>
        <source>fills every dead end back to its junction, then walks what is left</source>
        <translation>füllt jede Sackgasse bis zu ihrer Abzweigung und geht dann, was übrig bleibt</translation>
    </message>
    <message>
        <source>A* (Manhattan)</source>
        <translation>A* (Manhattan)</translation>
    </message>
    <message>
        <source>expands the unit of least cost + Manhattan distance to the exit: a shortest path, usually expanding fewer units than breadth-first search</source>
        <translation>erweitert das Feld mit den geringsten Kosten + Manhattan-Abstand zum Ausgang: ein kürzester Weg, meist mit weniger erweiterten Feldern als die Breitensuche</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>Breitensuche</translation>
    </message>
    <message>
        <source>expands the units in order of their distance from the start until the exit is reached: the shortest path (the Trace mode&apos;s)</source>
        <translation>erweitert die Felder nach ihrem Abstand vom Start, bis der Ausgang erreicht ist: der kürzeste Weg (der des Modus Nachzeichnen)</translation>
    </message>
    <message>
        <source>Collision</source>
        <translation>Kollision</translation>
    </message>
    <message>
        <source>floods from the start and the exit in turn, a layer each, and joins them where they collide: a shortest path</source>
        <translation>flutet abwechselnd vom Start und vom Ausgang aus, je eine Schicht, und verbindet beide, wo sie zusammenstoßen: ein kürzester Weg</translation>
    </message>
    <message>
        <source>Depth-first walk (random branch order)</source>
        <translation>Tiefensuche (zufällige Reihenfolge der Abzweige)</translation>
    </message>
    <message>
        <source>Depth-first walk</source>
        <translation>Tiefensuche</translation>
    </message>
    <message>
        <source>forward into unvisited neighbours in an order drawn for each unit, back out of dead ends</source>
        <translation>vorwärts in unbesuchte Nachbarn, in einer für jedes Feld gezogenen Reihenfolge, zurück aus Sackgassen</translation>
    </message>
    <message>
        <source>the seed lab&apos;s solve(): forward into unvisited neighbours (S, E, N, W), back out of dead ends</source>
        <translation>solve() des Seed-Praktikums: vorwärts in unbesuchte Nachbarn (S, O, N, W), zurück aus Sackgassen</translation>
    </message>
    <message>
        <source>Pledge</source>
        <translation>Pledge</translation>
    </message>
    <message>
        <source>Random mouse</source>
        <translation>Zufallsmaus</translation>
    </message>
    <message>
        <source>steps to a floor neighbour chosen at random, the way it came included, until it is on the exit</source>
        <translation>geht zu einem zufällig gewählten Bodennachbarn, den Weg zurück eingeschlossen, bis sie auf dem Ausgang steht</translation>
    </message>
    <message>
        <source>Trémaux</source>
        <translation>Trémaux</translation>
    </message>
    <message>
        <source>Wall follower (left hand)</source>
        <translation>Wandfolger (linke Hand)</translation>
    </message>
    <message>
        <source>Wall follower (right hand)</source>
        <translation>Wandfolger (rechte Hand)</translation>
    </message>
    <message>
        <source>keeps its left hand on the wall: left where it can, else straight, right, back</source>
        <translation>hält die linke Hand an der Wand: links, wo es geht, sonst geradeaus, rechts, zurück</translation>
    </message>
    <message>
        <source>keeps its right hand on the wall: right where it can, else straight, left, back</source>
        <translation>hält die rechte Hand an der Wand: rechts, wo es geht, sonst geradeaus, links, zurück</translation>
    </message>
    <message>
        <source>every cell joins its north or east neighbour, and a cell on a mask&apos;s edge may have neither</source>
        <translation>jede Zelle verbindet sich mit ihrem nördlichen oder östlichen Nachbarn, und eine Zelle am Rand einer Maske hat womöglich keinen von beiden</translation>
    </message>
    <message>
        <source>it carves whole rows, whose sets a mask&apos;s edge would leave apart</source>
        <translation>er gräbt ganze Zeilen, deren Mengen der Rand einer Maske getrennt ließe</translation>
    </message>
    <message>
        <source>it divides rectangles with walls, and a mask is not one</source>
        <translation>er teilt Rechtecke mit Wänden, und eine Maske ist keines</translation>
    </message>
    <message>
        <source>it carves whole rows that each join the row above, which a mask&apos;s edge cuts apart</source>
        <translation>er gräbt ganze Zeilen, die sich jeweils mit der Zeile darüber verbinden, was der Rand einer Maske zerschneidet</translation>
    </message>
    <message>
        <source>it carves only rectangles so far</source>
        <translation>er gräbt bisher nur Rechtecke</translation>
    </message>
    <message>
        <source>%1 cannot carve this shape: %2.</source>
        <translation>%1 kann diese Form nicht graben: %2.</translation>
    </message>
</context>
<context>
    <name>ChartBuilder</name>
    <message>
        <source>no bias</source>
        <translation>keine Verzerrung</translation>
    </message>
    <message>
        <source>%1, mean %2</source>
        <translation>%1, Mittel %2</translation>
    </message>
</context>
<context>
    <name>ChartExportDialog</name>
    <message>
        <source>Dead ends</source>
        <translation>Sackgassen</translation>
    </message>
    <message>
        <source>Corridor lengths</source>
        <translation>Ganglängen</translation>
    </message>
    <message>
        <source>Edge bias</source>
        <translation>Randverzerrung</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export all</source>
        <translation>Alles exportieren</translation>
    </message>
    <message>
        <source>Export a maze</source>
        <translation>Ein Labyrinth exportieren</translation>
    </message>
    <message>
        <source>Export the %1 chart</source>
        <translation>Das Diagramm %1 exportieren</translation>
    </message>
    <message>
        <source>Every chart as PNG and SVG with its data as CSV and JSON, the study&apos;s heat maps as PNG and CSV, and the study&apos;s own CSV (one row a maze) and summary, into a folder you choose. Files of the same names there are replaced.</source>
        <translation type="vanished">Jedes Diagramm als PNG und SVG mit seinen Daten als CSV und JSON, die Heatmaps der Studie als PNG und CSV sowie die CSV der Studie (eine Zeile je Labyrinth) und ihre Zusammenfassung, in einen Ordner Ihrer Wahl. Gleichnamige Dateien dort werden ersetzt.</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>PNG</source>
        <translation>PNG</translation>
    </message>
    <message>
        <source>SVG</source>
        <translation>SVG</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>.maze</source>
        <translation>.maze</translation>
    </message>
    <message>
        <source>Chart size in pixels</source>
        <translation>Diagrammgröße in Pixeln</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>Breite in Pixeln</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Höhe in Pixeln</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>JSON data (*.json)</source>
        <translation>JSON-Daten (*.json)</translation>
    </message>
    <message>
        <source>Mazes (*.maze)</source>
        <translation>Labyrinthe (*.maze)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="vanished">Speichern</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export here</source>
        <translation>Hierhin exportieren</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>charts</source>
        <translation>diagramme</translation>
    </message>
    <message>
        <source>Every chart as PNG and SVG with its data as CSV and JSON, the study&apos;s heat maps as PNG and CSV, and the study&apos;s own CSV (one row a maze) and summary, into the folder you name, which is made if it is not there. Files of the same names in it are replaced.</source>
        <translation>Jedes Diagramm als PNG und SVG mit seinen Daten als CSV und JSON, die Heatmaps der Studie als PNG und CSV sowie die CSV der Studie (eine Zeile je Labyrinth) und ihre Zusammenfassung, in den Ordner, den Sie nennen; fehlt er, wird er angelegt. Gleichnamige Dateien darin werden ersetzt.</translation>
    </message>
    <message>
        <source>Export all into a folder</source>
        <translation>Alles in einen Ordner exportieren</translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>Nothing to export.</source>
        <translation>Nichts zu exportieren.</translation>
    </message>
    <message>
        <source>Choose a file on this computer.</source>
        <translation>Wählen Sie eine Datei auf diesem Rechner.</translation>
    </message>
    <message>
        <source>A chart has no .maze format.</source>
        <translation>Ein Diagramm hat kein .maze-Format.</translation>
    </message>
    <message>
        <source>This pane has no finished maze yet.</source>
        <translation>Dieser Bereich hat noch kein fertiges Labyrinth.</translation>
    </message>
    <message>
        <source>A maze is exported as PNG, SVG or .maze.</source>
        <translation>Ein Labyrinth wird als PNG, SVG oder .maze exportiert.</translation>
    </message>
    <message>
        <source>There are no charts yet: let the panes finish or run a study.</source>
        <translation>Noch keine Diagramme: lassen Sie die Bereiche fertig werden oder starten Sie eine Studie.</translation>
    </message>
    <message>
        <source>Choose a folder on this computer.</source>
        <translation>Wählen Sie einen Ordner auf diesem Rechner.</translation>
    </message>
    <message>
        <source>Nothing to export: run a study with solvers for their chart.</source>
        <translation>Nichts zu exportieren: Führen Sie eine Studie mit Lösern durch, um ihr Diagramm zu erhalten.</translation>
    </message>
</context>
<context>
    <name>ChartSetBuilder</name>
    <message>
        <source>dead-end cells / cells (DFS family)</source>
        <translation>Sackgassen-Zellen / Zellen (Tiefensuche-Familie)</translation>
    </message>
    <message>
        <source>dead-end units / floor units</source>
        <translation>Sackgassen-Felder / Bodenfelder</translation>
    </message>
    <message>
        <source>Corridor lengths</source>
        <translation type="vanished">Ganglängen</translation>
    </message>
    <message>
        <source>share of corridors</source>
        <translation>Anteil der Gänge</translation>
    </message>
    <message>
        <source>corridor length (steps), in bins of %1 steps</source>
        <translation>Ganglänge (Schritte), in Klassen zu %1 Schritten</translation>
    </message>
    <message>
        <source>; the last point: %1 steps and longer</source>
        <translation>; der letzte Punkt: %1 Schritte und länger</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>Sackgassen</translation>
    </message>
    <message>
        <source>dead-end share (0 to 1)</source>
        <translation>Sackgassenanteil (0 bis 1)</translation>
    </message>
    <message>
        <source>Edge bias</source>
        <translation>Randverzerrung</translation>
    </message>
    <message>
        <source>share or ratio (log scale)</source>
        <translation>Anteil oder Verhältnis (logarithmisch)</translation>
    </message>
    <message>
        <source>one maze per pane, %1 x %2 units, seed %3</source>
        <translation>ein Labyrinth je Bereich, %1 x %2 Felder, Startwert %3</translation>
    </message>
    <message>
        <source>one maze per pane</source>
        <translation>ein Labyrinth je Bereich</translation>
    </message>
    <message>
        <source>%1 x %2 units, %3 mazes per generator, base seed %4</source>
        <translation>%1 x %2 Felder, %3 Labyrinthe je Generator, Basis-Startwert %4</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>horizontal share</source>
        <translation>waagerechter Anteil</translation>
    </message>
    <message>
        <source>wall ratio</source>
        <translation>Wandverhältnis</translation>
    </message>
    <message>
        <source>dead-end ratio</source>
        <translation>Sackgassenverhältnis</translation>
    </message>
    <message>
        <source>How %1 grows with the side</source>
        <translation>Wie %1 mit der Seitenlänge wächst</translation>
    </message>
    <message>
        <source>%1 x %2 to %3 x %4 units, %5 mazes per generator and size, base seed %6</source>
        <translation>%1 x %2 bis %3 x %4 Felder, %5 Labyrinthe je Generator und Größe, Basis-Startwert %6</translation>
    </message>
    <message>
        <source>side (units), logarithmic</source>
        <translation>Seitenlänge (Felder), logarithmisch</translation>
    </message>
    <message>
        <source>mean %1 (%2), logarithmic</source>
        <translation>Mittelwert von %1 (%2), logarithmisch</translation>
    </message>
    <message>
        <source>%1, exponent %2</source>
        <translation>%1, Exponent %2</translation>
    </message>
    <message>
        <source>Corridor lengths; the means are of all corridors</source>
        <translation>Ganglängen; die Mittel sind die aller Gänge</translation>
    </message>
    <message>
        <source>Solvers&apos; steps to the exit</source>
        <translation>Schritte der Löser bis zum Ausgang</translation>
    </message>
    <message>
        <source>steps (log scale)</source>
        <translation>Schritte (logarithmisch)</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>Dead ends</source>
        <translation>Sackgassen</translation>
    </message>
    <message>
        <source>Corridor lengths</source>
        <translation>Ganglängen</translation>
    </message>
    <message>
        <source>Edge bias</source>
        <translation>Randverzerrung</translation>
    </message>
    <message>
        <source>Run a study to see its charts here.</source>
        <translation>Starten Sie eine Studie, um hier ihre Diagramme zu sehen.</translation>
    </message>
    <message>
        <source>The charts appear as the panes finish their mazes.</source>
        <translation>Die Diagramme erscheinen, sobald die Bereiche ihre Labyrinthe fertig haben.</translation>
    </message>
    <message>
        <source>Hide charts</source>
        <translation>Diagramme ausblenden</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Charts of the finished mazes or of the last study</source>
        <translation>Diagramme der fertigen Labyrinthe oder der letzten Studie</translation>
    </message>
    <message>
        <source>Mazes on screen</source>
        <translation>Labyrinthe auf dem Bildschirm</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studie</translation>
    </message>
    <message>
        <source>Mazes per generator</source>
        <translation>Labyrinthe je Generator</translation>
    </message>
    <message>
        <source>Run study</source>
        <translation>Studie starten</translation>
    </message>
    <message>
        <source>%1 mazes per generator of the panes, at %2 × %3 with base seed %4, on every core</source>
        <translation>%1 Labyrinthe je Generator der Bereiche, bei %2 × %3 mit Basis-Startwert %4, auf allen Kernen</translation>
    </message>
    <message>
        <source>Study progress</source>
        <translation>Fortschritt der Studie</translation>
    </message>
    <message>
        <source>%1 of %2 mazes</source>
        <translation type="vanished">%1 von %2 Labyrinthen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>This chart&apos;s data (CSV, JSON)…</source>
        <translation>Die Daten dieses Diagramms (CSV, JSON) …</translation>
    </message>
    <message>
        <source>Export all into a folder…</source>
        <translation>Alles in einen Ordner exportieren …</translation>
    </message>
    <message>
        <source>A pane&apos;s maze (PNG, SVG, .maze)</source>
        <translation>Das Labyrinth eines Bereichs (PNG, SVG, .maze)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>This chart as a picture (PNG, SVG)…</source>
        <translation>Dieses Diagramm als Bild (PNG, SVG) …</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Strg+R</translation>
    </message>
    <message>
        <source>A chart as a picture or its data, every chart into a folder, or a pane&apos;s maze</source>
        <translation type="vanished">Ein Diagramm als Bild oder seine Daten, alle Diagramme in einen Ordner oder das Labyrinth eines Bereichs</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Strg+E</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <source>Hide the charts; the study&apos;s results are kept</source>
        <translation>Diagramme ausblenden; die Ergebnisse der Studie bleiben erhalten</translation>
    </message>
    <message>
        <source>Solvers</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Solvers are measured in a study: tick them under Solvers below, then run the study.</source>
        <translation>Löser werden in einer Studie gemessen: Kreuzen Sie sie unten unter „Löser“ an und führen Sie dann die Studie durch.</translation>
    </message>
    <message>
        <source>Solvers (%1)</source>
        <translation>Löser (%1)</translation>
    </message>
    <message>
        <source>Solvers that solve every maze of the study, measured beside the generators</source>
        <translation>Löser, die jedes Labyrinth der Studie lösen, gemessen neben den Generatoren</translation>
    </message>
    <message>
        <source>%1 mazes per generator of the panes, at %2 × %3 with base seed %4, each solved by %5 solvers, on every core</source>
        <translation>%1 Labyrinthe je Generator der Bereiche, in %2 × %3 mit Basis-Seed %4, jedes von %5 Lösern gelöst, auf allen Kernen</translation>
    </message>
    <message>
        <source>Animation export progress</source>
        <translation>Fortschritt des Animationsexports</translation>
    </message>
    <message>
        <source>Cancel export</source>
        <translation>Export abbrechen</translation>
    </message>
    <message>
        <source>A chart as a picture or its data, every chart into a folder, a pane&apos;s maze, or the panes&apos; runs as an animation</source>
        <translation>Ein Diagramm als Bild oder seine Daten, alle Diagramme in einen Ordner, das Labyrinth eines Bereichs oder die Läufe der Bereiche als Animation</translation>
    </message>
    <message>
        <source>Every pane&apos;s run as an animation (GIF, WebM, MP4)…</source>
        <translation>Die Läufe aller Bereiche als Animation (GIF, WebM, MP4) …</translation>
    </message>
    <message>
        <source>A pane&apos;s run as an animation</source>
        <translation>Der Lauf eines Bereichs als Animation</translation>
    </message>
    <message>
        <source>An animation is being exported: wait for it, or cancel it.</source>
        <translation>Eine Animation wird gerade exportiert: Warten Sie darauf, oder brechen Sie sie ab.</translation>
    </message>
</context>
<context>
    <name>CloseDialog</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>As fast as possible</source>
        <translation>So schnell wie möglich</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>1 step/s</source>
        <translation>1 Schritt/s</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>%L1 Schritte/s</translation>
    </message>
</context>
<context>
    <name>ComparisonTable</name>
    <message>
        <source>Sort by %1</source>
        <translation>Nach %1 sortieren</translation>
    </message>
    <message>
        <source>Run a study of two panes or more to see here how their generators differ.</source>
        <translation>Starten Sie eine Studie mit zwei Bereichen oder mehr, um hier zu sehen, wie sich ihre Generatoren unterscheiden.</translation>
    </message>
</context>
<context>
    <name>ComparisonTableModel</name>
    <message>
        <source>Dead ends</source>
        <translation>Sackgassen</translation>
    </message>
    <message>
        <source>Mean corridor lengths</source>
        <translation type="vanished">Mittlere Ganglängen</translation>
    </message>
    <message>
        <source>Horizontal steps</source>
        <translation>Waagrechte Schritte</translation>
    </message>
    <message>
        <source>Solution lengths</source>
        <translation>Längen des Lösungswegs</translation>
    </message>
    <message>
        <source>Solution shares of the cells</source>
        <translation>Anteile des Lösungswegs an den Zellen</translation>
    </message>
    <message>
        <source>Decision points on the solution</source>
        <translation>Entscheidungspunkte auf dem Lösungsweg</translation>
    </message>
    <message>
        <source>Side branches</source>
        <translation>Seitenzweige</translation>
    </message>
    <message>
        <source>Distances from the solution</source>
        <translation>Abstände vom Lösungsweg</translation>
    </message>
    <message>
        <source>Random mouse walks</source>
        <translation>Wege der Zufallsmaus</translation>
    </message>
    <message>
        <source>Longest paths</source>
        <translation>Längste Wege</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 Schritte</translation>
    </message>
    <message>
        <source>%1 with %2 are %3 higher than with %4, 95% CI %5 to %6; %7</source>
        <translation>%1 liegen bei „%2“ %3 höher als bei „%4“, 95-%-KI %5 bis %6; %7</translation>
    </message>
    <message>
        <source>large (d = %1)</source>
        <translation>groß (d = %1)</translation>
    </message>
    <message>
        <source>medium (d = %1)</source>
        <translation>mittel (d = %1)</translation>
    </message>
    <message>
        <source>small (d = %1)</source>
        <translation>klein (d = %1)</translation>
    </message>
    <message>
        <source>negligible (d = %1)</source>
        <translation>vernachlässigbar (d = %1)</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>sicher</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>wahrscheinlich</translation>
    </message>
    <message>
        <source>could be chance</source>
        <translation>kann Zufall sein</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>What the study found</source>
        <translation>Was die Studie fand</translation>
    </message>
    <message>
        <source>How large</source>
        <translation>Wie groß</translation>
    </message>
    <message>
        <source>How sure</source>
        <translation>Wie sicher</translation>
    </message>
    <message>
        <source>Mean corridor lengths (each maze&apos;s mean)</source>
        <translation>Mittlere Ganglängen (Mittel je Labyrinth)</translation>
    </message>
    <message>
        <source>%1: no rows for %2, whose mazes have no such figure.</source>
        <translation>%1: keine Zeilen für „%2“, denn Labyrinthe dieses Generators haben diese Kennzahl nicht.</translation>
    </message>
    <message>
        <source>%1 with %2 are %3 more than with %4, 95% CI %5 to %6; %7</source>
        <translation>%1 sind bei „%2“ %3 mehr als bei „%4“, 95-%-KI %5 bis %6; %7</translation>
    </message>
    <message>
        <source>%1: no rows for %2, whose mazes have none of these figures.</source>
        <translation>%1: keine Zeilen für „%2“, denn Labyrinthe dieses Generators haben keine dieser Kennzahlen.</translation>
    </message>
    <message>
        <source>Steps of %1</source>
        <translation>Schritte von %1</translation>
    </message>
</context>
<context>
    <name>FileBatch</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: a folder of that name is in the way.</source>
        <translation>%1 kann nicht geschrieben werden: ein Ordner dieses Namens ist im Weg.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
</context>
<context>
    <name>GameBoard</name>
    <message>
        <source>The exit cannot be reached from the start: the maze is split into pieces.</source>
        <translation>Der Ausgang ist vom Start aus nicht erreichbar: das Labyrinth ist in Stücke geteilt.</translation>
    </message>
    <message>
        <source>The maze has no start.</source>
        <translation>Das Labyrinth hat keinen Start.</translation>
    </message>
    <message>
        <source>The maze has no exit.</source>
        <translation>Das Labyrinth hat keinen Ausgang.</translation>
    </message>
    <message>
        <source>The start is a wall.</source>
        <translation>Der Start ist eine Wand.</translation>
    </message>
    <message>
        <source>The exit is a wall.</source>
        <translation>Der Ausgang ist eine Wand.</translation>
    </message>
    <message>
        <source>There is no finished maze to save yet.</source>
        <translation>Es gibt noch kein fertiges Labyrinth zum Speichern.</translation>
    </message>
    <message>
        <source>Could not save the maze: %1</source>
        <translation>Das Labyrinth kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Could not open the maze: %1</source>
        <translation>Das Labyrinth kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>A model is saved as .stl or .obj: %1</source>
        <translation>Ein Modell wird als .stl oder .obj gespeichert: %1</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert …</translation>
    </message>
    <message>
        <source>Could not save the maze: there is not enough memory</source>
        <translation>Das Labyrinth kann nicht gespeichert werden: Der Speicher reicht nicht</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
</context>
<context>
    <name>GameControls</name>
    <message>
        <source>%1 moves · %2 s</source>
        <translation type="vanished">%1 Züge · %2 s</translation>
    </message>
    <message>
        <source>30 × 30 cells</source>
        <translation>30 × 30 Zellen</translation>
    </message>
    <message>
        <source>A dot walks to the exit depth-first, backing out of dead ends, at the pane&apos;s speed</source>
        <translation type="vanished">Ein Punkt läuft in Tiefensuche zum Ausgang und zieht sich aus Sackgassen zurück, im Tempo des Bereichs</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="vanished">Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Click or drag to build (N) or destroy (M) walls; Ctrl+Z undoes, Ctrl+Shift+Z redoes</source>
        <translation type="vanished">Klicken oder ziehen, um Wände zu bauen (N) oder abzureißen (M); Strg+Z macht rückgängig, Strg+Umschalt+Z wiederholt</translation>
    </message>
    <message>
        <source>Clicks and drags add walls</source>
        <translation>Klicken und Ziehen setzt Wände</translation>
    </message>
    <message>
        <source>Clicks and drags remove walls</source>
        <translation>Klicken und Ziehen entfernt Wände</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Strg+Umschalt+Z</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Abreißen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="vanished">Schließen</translation>
    </message>
    <message>
        <source>Draw the rest of the path at once</source>
        <translation>Den Rest des Wegs sofort zeichnen</translation>
    </message>
    <message>
        <source>Draw the shortest path dot by dot, with its length</source>
        <translation type="vanished">Den kürzesten Weg Punkt für Punkt zeichnen, mit seiner Länge</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="vanished">Bearbeiten</translation>
    </message>
    <message>
        <source>Exit reached in %1 moves and %2 s. Space: a new maze.</source>
        <translation type="vanished">Ausgang erreicht in %1 Zügen und %2 s. Leertaste: ein neues Labyrinth.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Zu Ende</translation>
    </message>
    <message>
        <source>How far the flame&apos;s light reaches, in units</source>
        <translation>Wie weit das Licht der Flamme reicht, in Feldern</translation>
    </message>
    <message>
        <source>Keep what the flame has seen dimly visible</source>
        <translation>Was die Flamme gesehen hat, bleibt schwach sichtbar</translation>
    </message>
    <message>
        <source>Let the solver walk to the end at once</source>
        <translation>Den Löser sofort bis zum Ende laufen lassen</translation>
    </message>
    <message>
        <source>Light radius</source>
        <translation>Lichtradius</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Mazes (*.maze)</source>
        <translation type="vanished">Labyrinthe (*.maze)</translation>
    </message>
    <message>
        <source>Move the blue flame with WASD or the arrow keys; Space makes a new maze</source>
        <translation type="vanished">Die blaue Flamme mit WASD oder den Pfeiltasten bewegen; die Leertaste erzeugt ein neues Labyrinth</translation>
    </message>
    <message>
        <source>Open a .maze file into this pane</source>
        <translation type="vanished">Eine .maze-Datei in diesen Bereich öffnen</translation>
    </message>
    <message>
        <source>Open a maze</source>
        <translation type="vanished">Labyrinth öffnen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="vanished">Öffnen…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Spielen</translation>
    </message>
    <message>
        <source>Redo the stroke undone last</source>
        <translation>Den zuletzt rückgängig gemachten Strich wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Remember</source>
        <translation>Erinnern</translation>
    </message>
    <message>
        <source>Save the maze</source>
        <translation type="vanished">Labyrinth speichern</translation>
    </message>
    <message>
        <source>Save this pane&apos;s maze (with its edits) as a .maze file</source>
        <translation type="vanished">Das Labyrinth dieses Bereichs (mit seinen Änderungen) als .maze-Datei speichern</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="vanished">Speichern…</translation>
    </message>
    <message>
        <source>Shortest path: %1 steps</source>
        <translation type="vanished">Kürzester Weg: %1 Schritte</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="vanished">Lösen</translation>
    </message>
    <message>
        <source>Solver: %1 steps</source>
        <translation type="vanished">Löser: %1 Schritte</translation>
    </message>
    <message>
        <source>Start the solver again from the start</source>
        <translation>Den Löser wieder am Start beginnen lassen</translation>
    </message>
    <message>
        <source>The flame game&apos;s size: make this pane&apos;s maze 61 × 61 units</source>
        <translation type="vanished">Die Größe des Flammenspiels: das Labyrinth dieses Bereichs mit 61 × 61 Feldern neu erzeugen</translation>
    </message>
    <message>
        <source>The games start once the maze is finished.</source>
        <translation type="vanished">Die Spiele beginnen, sobald das Labyrinth fertig ist.</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="vanished">Nachzeichnen</translation>
    </message>
    <message>
        <source>Undo the last stroke</source>
        <translation>Den letzten Strich rückgängig machen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Walls %1</source>
        <translation type="vanished">Wände %1</translation>
    </message>
    <message>
        <source>Whole path</source>
        <translation>Ganzer Weg</translation>
    </message>
    <message>
        <source>dead ends %1 %</source>
        <translation type="vanished">Sackgassen %1 %</translation>
    </message>
    <message>
        <source>exit reached</source>
        <translation type="vanished">Ausgang erreicht</translation>
    </message>
    <message>
        <source>gave up: every unit of the start&apos;s piece was tried</source>
        <translation type="vanished">aufgegeben: jedes Feld des Startstücks wurde versucht</translation>
    </message>
    <message>
        <source>loops %1</source>
        <translation type="vanished">Schleifen %1</translation>
    </message>
    <message>
        <source>no path</source>
        <translation type="vanished">kein Weg</translation>
    </message>
    <message>
        <source>pieces %1</source>
        <translation type="vanished">Stücke %1</translation>
    </message>
    <message>
        <source>shortest path %1</source>
        <translation type="vanished">kürzester Weg %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="vanished">Speichern</translation>
    </message>
    <message>
        <source>The games wait while the pane is being stepped (Run or Reset ends stepping).</source>
        <translation type="vanished">Die Spiele warten, solange der Bereich schrittweise läuft (Starten oder Zurücksetzen beendet das).</translation>
    </message>
    <message>
        <source>The flame game&apos;s size: make every pane&apos;s maze 61 × 61 units</source>
        <translation>Die Größe des Flammenspiels: die Labyrinthe aller Bereiche 61 × 61 Felder groß machen</translation>
    </message>
    <message>
        <source>The script&apos;s own</source>
        <translation>Weg des Skripts</translation>
    </message>
    <message>
        <source>Show the walk of the script&apos;s own solve() or trace(), not MazeStudy&apos;s</source>
        <translation type="vanished">Den Weg von solve() oder trace() des Skripts zeigen, nicht den von MazeStudy</translation>
    </message>
    <message>
        <source>Solve and Trace show the walks of the script&apos;s own solve() and trace(), not MazeStudy&apos;s</source>
        <translation>Lösen und Nachzeichnen zeigen die Wege von solve() und trace() des Skripts, nicht die von MazeStudy</translation>
    </message>
    <message>
        <source>Race…</source>
        <translation>Rennen …</translation>
    </message>
    <message>
        <source>Race solvers on this maze, each in a pane of its own</source>
        <translation>Löser auf diesem Labyrinth um die Wette laufen lassen, jeden in einem eigenen Bereich</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Could not open the maze: %1</source>
        <translation type="vanished">Das Labyrinth kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Could not save the maze: %1</source>
        <translation type="vanished">Das Labyrinth kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The exit cannot be reached from the start: the maze is split into pieces.</source>
        <translation type="vanished">Der Ausgang ist vom Start aus nicht erreichbar: das Labyrinth ist in Stücke geteilt.</translation>
    </message>
    <message>
        <source>The exit is a wall.</source>
        <translation type="vanished">Der Ausgang ist eine Wand.</translation>
    </message>
    <message>
        <source>The maze has no exit.</source>
        <translation type="vanished">Das Labyrinth hat keinen Ausgang.</translation>
    </message>
    <message>
        <source>The maze has no start.</source>
        <translation type="vanished">Das Labyrinth hat keinen Start.</translation>
    </message>
    <message>
        <source>The start is a wall.</source>
        <translation type="vanished">Der Start ist eine Wand.</translation>
    </message>
    <message>
        <source>There is no finished maze to save yet.</source>
        <translation type="vanished">Es gibt noch kein fertiges Labyrinth zum Speichern.</translation>
    </message>
    <message>
        <source>The games start once the maze is finished.</source>
        <translation>Die Spiele beginnen, sobald das Labyrinth fertig ist.</translation>
    </message>
    <message>
        <source>Solver: %1 steps</source>
        <translation>Löser: %1 Schritte</translation>
    </message>
    <message>
        <source>exit reached</source>
        <translation>Ausgang erreicht</translation>
    </message>
    <message>
        <source>gave up: every unit of the start&apos;s piece was tried</source>
        <translation>aufgegeben: jedes Feld des Startstücks wurde versucht</translation>
    </message>
    <message>
        <source>Shortest path: %1 steps</source>
        <translation>Kürzester Weg: %1 Schritte</translation>
    </message>
    <message>
        <source>Exit reached in %1 moves and %2 s. Space: a new maze.</source>
        <translation>Ausgang erreicht in %1 Zügen und %2 s. Leertaste: ein neues Labyrinth.</translation>
    </message>
    <message>
        <source>%1 moves · %2 s</source>
        <translation>%1 Züge · %2 s</translation>
    </message>
    <message>
        <source>Walls %1</source>
        <translation>Wände %1</translation>
    </message>
    <message>
        <source>dead ends %1 %</source>
        <translation>Sackgassen %1 %</translation>
    </message>
    <message>
        <source>shortest path %1</source>
        <translation>kürzester Weg %1</translation>
    </message>
    <message>
        <source>no path</source>
        <translation>kein Weg</translation>
    </message>
    <message>
        <source>pieces %1</source>
        <translation>Stücke %1</translation>
    </message>
    <message>
        <source>loops %1</source>
        <translation>Schleifen %1</translation>
    </message>
    <message>
        <source>Exit reached after walking %1 units. Space: a new maze.</source>
        <translation>Ausgang erreicht nach %1 Feldern Weg. Leertaste: ein neues Labyrinth.</translation>
    </message>
    <message>
        <source>Walked %1 units</source>
        <translation>%1 Felder gegangen</translation>
    </message>
    <message>
        <source>the exit is not reached: %1</source>
        <translation>Ausgang nicht erreicht: %1</translation>
    </message>
    <message>
        <source>a shortest path</source>
        <translation>ein kürzester Weg</translation>
    </message>
    <message>
        <source>not a shortest path: %1</source>
        <translation>kein kürzester Weg: %1</translation>
    </message>
    <message>
        <source>Your solve(): dot %1 of %2</source>
        <translation>Ihr solve(): Punkt %1 von %2</translation>
    </message>
    <message>
        <source>Your trace(): dot %1 of %2</source>
        <translation>Ihr trace(): Punkt %1 von %2</translation>
    </message>
    <message>
        <source>%1 units visited</source>
        <translation>%1 Felder besucht</translation>
    </message>
    <message>
        <source>failed: its budget of %1 steps is spent</source>
        <translation>gescheitert: sein Budget von %1 Schritten ist aufgebraucht</translation>
    </message>
    <message>
        <source>failed: it is back where it was, facing the same way, and would go round for ever</source>
        <translation>gescheitert: er ist wieder, wo er war, in dieselbe Richtung gewandt, und würde ewig im Kreis gehen</translation>
    </message>
    <message>
        <source>Race: place %1 of %2</source>
        <translation>Rennen: Platz %1 von %2</translation>
    </message>
    <message>
        <source>Race: no place among %1</source>
        <translation>Rennen: kein Platz unter %1</translation>
    </message>
</context>
<context>
    <name>GenerateControls</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Pause and step back one move</source>
        <translation>Anhalten und einen Zug zurückgehen</translation>
    </message>
    <message>
        <source>Shift+F11</source>
        <translation>Umschalt+F11</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Step through this maze from its first move</source>
        <translation>Dieses Labyrinth ab seinem ersten Schritt schrittweise verfolgen</translation>
    </message>
    <message>
        <source>Pause and do one move</source>
        <translation>Anhalten und einen Zug ausführen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Run this pane&apos;s generator at the chosen speed</source>
        <translation>Den Generator dieses Bereichs im gewählten Tempo starten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Pause this pane</source>
        <translation>Diesen Bereich anhalten</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the start of this maze, paused</source>
        <translation>Zurück an den Anfang dieses Labyrinths, angehalten</translation>
    </message>
</context>
<context>
    <name>HeatMapPainter</name>
    <message>
        <source>share of the %1 mazes in which each unit is floor</source>
        <translation>Anteil der %1 Labyrinthe, in denen jedes Feld Boden ist</translation>
    </message>
</context>
<context>
    <name>LabChecker</name>
    <message>
        <source>%1 mazes of %2 × %3 from seed %4</source>
        <translation>%1 Labyrinthen mit %2 × %3 ab Startwert %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>Übersetzt</translation>
    </message>
    <message>
        <source>digout makes a perfect maze</source>
        <translation>digout gräbt ein perfektes Labyrinth</translation>
    </message>
    <message>
        <source>The exit is dug</source>
        <translation>Der Ausgang ist gegraben</translation>
    </message>
    <message>
        <source>solve() reaches the exit</source>
        <translation>solve() erreicht den Ausgang</translation>
    </message>
    <message>
        <source>trace() marks a shortest path</source>
        <translation>trace() markiert einen kürzesten Weg</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>Sackgassen</translation>
    </message>
    <message>
        <source>%1 of cells (permutation DFS: %2)</source>
        <translation>%1 der Zellen (Permutations-DFS: %2)</translation>
    </message>
    <message>
        <source>Horizontal passages</source>
        <translation>Waagrechte Gänge</translation>
    </message>
    <message>
        <source>%1 (permutation DFS: %2)</source>
        <translation>%1 (Permutations-DFS: %2)</translation>
    </message>
    <message>
        <source>seed %1: %2</source>
        <translation>Startwert %1: %2</translation>
    </message>
</context>
<context>
    <name>LabEditor</name>
    <message>
        <source>Pane %1: your own generator</source>
        <translation>Bereich %1: eigener Generator</translation>
    </message>
    <message>
        <source>Run script</source>
        <translation>Skript starten</translation>
    </message>
    <message>
        <source>Apply this script to the pane and run it</source>
        <translation>Dieses Skript für den Bereich übernehmen und starten</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save this script as a .js file</source>
        <translation>Dieses Skript als .js-Datei speichern</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Start again from the lab&apos;s template (Undo brings your script back)</source>
        <translation>Mit der Vorlage des Praktikums neu beginnen (Rückgängig holt Ihr Skript zurück)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the editor; the pane keeps the script it last ran</source>
        <translation>Den Editor schließen; der Bereich behält das zuletzt gestartete Skript</translation>
    </message>
    <message>
        <source>M[y][x]: 0 wall, 1 floor · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · random(). The lab calls digout(mheight - 2, mwidth - 2), then digs the exit.</source>
        <translation type="vanished">M[y][x]: 0 Wand, 1 Boden · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · random(). Das Praktikum ruft digout(mheight - 2, mwidth - 2) auf und gräbt dann den Ausgang.</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>Skript</translation>
    </message>
    <message>
        <source>Go to line %1</source>
        <translation>Zu Zeile %1</translation>
    </message>
    <message>
        <source>Put the cursor on the line the problem is on</source>
        <translation>Den Cursor in die Zeile des Problems setzen</translation>
    </message>
    <message>
        <source>Open a script</source>
        <translation>Ein Skript öffnen</translation>
    </message>
    <message>
        <source>Scripts (*.js)</source>
        <translation>Skripte (*.js)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the script</source>
        <translation>Das Skript speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="vanished">Speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open a .js or .java file</source>
        <translation>Eine .js- oder .java-Datei öffnen</translation>
    </message>
    <message>
        <source>Save this script as a .java file</source>
        <translation>Dieses Skript als .java-Datei speichern</translation>
    </message>
    <message>
        <source>JavaScript</source>
        <translation>JavaScript</translation>
    </message>
    <message>
        <source>Java</source>
        <translation>Java</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The script&apos;s language: Java for a studentcode.java whose class extends mazedfs, as in the mazedfs assignment; choosing the other language starts from its template (Undo brings your script back)</source>
        <translation>Die Sprache des Skripts: Java für eine studentcode.java, deren Klasse mazedfs erweitert, wie in der mazedfs-Aufgabe; die andere Sprache zu wählen beginnt mit ihrer Vorlage (Rückgängig holt Ihr Skript zurück)</translation>
    </message>
    <message>
        <source>Java, as in the mazedfs assignment: a class that extends mazedfs and overrides digout(int y, int x). M[y][x]: 0 wall, 1 floor · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · Math.random(), new Random(): both from the pane&apos;s seed. The lab calls digout(mheight - 2, mwidth - 2), then digs the exit.</source>
        <translation type="vanished">Java, wie in der mazedfs-Aufgabe: eine Klasse, die mazedfs erweitert und digout(int y, int x) überschreibt. M[y][x]: 0 Wand, 1 Boden · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · Math.random(), new Random(): beide aus dem Startwert des Bereichs. Das Praktikum ruft digout(mheight - 2, mwidth - 2) auf und gräbt dann den Ausgang.</translation>
    </message>
    <message>
        <source>Scripts (*.js *.java)</source>
        <translation>Skripte (*.js *.java)</translation>
    </message>
    <message>
        <source>Java (*.java)</source>
        <translation>Java (*.java)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Grade this script as mazestudy-cli lab check does, on %1 mazes of the pane&apos;s size from its seed: digout, the exit, solve() and trace()</source>
        <translation>Dieses Skript bewerten wie mazestudy-cli lab check, an %1 Labyrinthen in der Größe des Bereichs ab seinem Startwert: digout, der Ausgang, solve() und trace()</translation>
    </message>
    <message>
        <source>Java, as in the mazedfs assignment: a class that extends mazedfs and overrides digout(int y, int x). M[y][x]: 0 wall, 1 floor · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · Math.random(), new Random(): both from the pane&apos;s seed. The lab calls digout(mheight - 2, mwidth - 2), digs the exit, then calls solve() and trace(), whose drawdot(y, x) the pane&apos;s Solve and Trace show.</source>
        <translation>Java, wie in der mazedfs-Aufgabe: eine Klasse, die mazedfs erweitert und digout(int y, int x) überschreibt. M[y][x]: 0 Wand, 1 Boden · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · Math.random(), new Random(): beide aus dem Startwert des Bereichs. Das Praktikum ruft digout(mheight - 2, mwidth - 2) auf, gräbt den Ausgang und ruft dann solve() und trace() auf, deren drawdot(y, x) Lösen und Nachzeichnen des Bereichs zeigen.</translation>
    </message>
    <message>
        <source>M[y][x]: 0 wall, 1 floor · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · random(). The lab calls digout(mheight - 2, mwidth - 2), digs the exit, then calls solve() and trace() where the script has them, whose drawdot(y, x) the pane&apos;s Solve and Trace show.</source>
        <translation>M[y][x]: 0 Wand, 1 Boden · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · random(). Das Praktikum ruft digout(mheight - 2, mwidth - 2) auf, gräbt den Ausgang und ruft dann solve() und trace() auf, wo das Skript sie hat; deren drawdot(y, x) zeigen Lösen und Nachzeichnen des Bereichs.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Prüfe %1 …</translation>
    </message>
    <message>
        <source>Passes every check on %1</source>
        <translation>Besteht jede Prüfung an %1</translation>
    </message>
    <message>
        <source>Fails a check on %1</source>
        <translation>Fällt bei einer Prüfung durch an %1</translation>
    </message>
</context>
<context>
    <name>LabScriptFiles</name>
    <message>
        <source>Cannot open the script: %1</source>
        <translation>Das Skript lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>Cannot save the script: %1</source>
        <translation>Das Skript lässt sich nicht speichern: %1</translation>
    </message>
</context>
<context>
    <name>LabVerdict</name>
    <message>
        <source>%1 draws no dot (drawdot)</source>
        <translation>%1 zeichnet keinen Punkt (drawdot)</translation>
    </message>
    <message>
        <source>the dot starts at %1, not at (1, 1)</source>
        <translation>der Punkt beginnt bei %1, nicht bei (1, 1)</translation>
    </message>
    <message>
        <source>the dot is drawn on the wall at %1</source>
        <translation>der Punkt wird auf die Wand bei %1 gezeichnet</translation>
    </message>
    <message>
        <source>the dot jumps from %1 to %2</source>
        <translation>der Punkt springt von %1 nach %2</translation>
    </message>
    <message>
        <source>the dot stops at %1, before the exit %2</source>
        <translation>der Punkt hält bei %1, vor dem Ausgang %2</translation>
    </message>
    <message>
        <source>the maze has no path from (1, 1) to the exit to trace</source>
        <translation>das Labyrinth hat keinen Weg von (1, 1) zum Ausgang, den es nachzuzeichnen gäbe</translation>
    </message>
    <message>
        <source>the path does not reach the exit %1</source>
        <translation>der Weg erreicht den Ausgang %1 nicht</translation>
    </message>
    <message>
        <source>the path marks the wall at %1</source>
        <translation>der Weg markiert die Wand bei %1</translation>
    </message>
    <message>
        <source>the path marks %1, which is not on a shortest path from (1, 1) to %2</source>
        <translation>der Weg markiert %1, das auf keinem kürzesten Weg von (1, 1) nach %2 liegt</translation>
    </message>
    <message>
        <source>the path marks both %1 and %2, %3 steps from (1, 1): it is not one path</source>
        <translation>der Weg markiert sowohl %1 als auch %2, %3 Schritte von (1, 1): er ist nicht ein Weg</translation>
    </message>
    <message>
        <source>the path has %1 units; the shortest from (1, 1) to %2 has %3: it leaves out the unit %4 steps from (1, 1)</source>
        <translation>der Weg hat %1 Felder; der kürzeste von (1, 1) nach %2 hat %3: er lässt das Feld %4 Schritte von (1, 1) aus</translation>
    </message>
    <message>
        <source>the path is broken between %1 and %2</source>
        <translation>der Weg ist zwischen %1 und %2 unterbrochen</translation>
    </message>
    <message>
        <source>there is no %1() of the student&apos;s</source>
        <translation>es gibt kein eigenes %1() des Skripts</translation>
    </message>
    <message>
        <source>%1() was never called: does the code override setup()?</source>
        <translation>%1() wurde nie aufgerufen: überschreibt der Code setup()?</translation>
    </message>
    <message>
        <source>digout stopped: %1</source>
        <translation>digout brach ab: %1</translation>
    </message>
    <message>
        <source>%1() stopped: %2</source>
        <translation>%1() brach ab: %2</translation>
    </message>
    <message>
        <source>not a perfect maze: %1 cell(s) undug, %2 loop(s), %3 part(s) of floor</source>
        <translation>kein perfektes Labyrinth: %1 Zelle(n) nicht gegraben, %2 Schleife(n), %3 Bodenstück(e)</translation>
    </message>
    <message>
        <source>digout left its start %1 wall, so no exit is dug</source>
        <translation>digout ließ seinen Start %1 als Wand, also wird kein Ausgang gegraben</translation>
    </message>
</context>
<context>
    <name>LanguageSwitcher</name>
    <message>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>MazeStudy</source>
        <translation>MazeStudy</translation>
    </message>
</context>
<context>
    <name>MainMenu</name>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Charts, language, keyboard shortcuts and about</source>
        <translation type="vanished">Diagramme, Sprache, Tastenkürzel und Info</translation>
    </message>
    <message>
        <source>Show or hide the charts</source>
        <translation>Diagramme zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About MazeStudy</source>
        <translation>Über MazeStudy</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The window changes language at once and remembers the choice.</source>
        <translation>Das Fenster wechselt die Sprache sofort und merkt sich die Wahl.</translation>
    </message>
    <message>
        <source>New seed: every pane makes a new maze</source>
        <translation type="vanished">Neuer Startwert: jeder Bereich erzeugt ein neues Labyrinth</translation>
    </message>
    <message>
        <source>Run every pane</source>
        <translation>Alle Bereiche starten</translation>
    </message>
    <message>
        <source>Pause every pane</source>
        <translation>Alle Bereiche anhalten</translation>
    </message>
    <message>
        <source>Step every pane</source>
        <translation type="vanished">Einen Schritt in jedem Bereich</translation>
    </message>
    <message>
        <source>Shift+R</source>
        <translation>Umschalt+R</translation>
    </message>
    <message>
        <source>Reset every pane</source>
        <translation>Jeden Bereich zurücksetzen</translation>
    </message>
    <message>
        <source>Size of every pane&apos;s maze</source>
        <translation>Größe der Labyrinthe aller Bereiche</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>Add a pane: choose its generator in a menu (arrows, Return)</source>
        <translation>Einen Bereich hinzufügen: seinen Generator in einem Menü wählen (Pfeiltasten, Eingabe)</translation>
    </message>
    <message>
        <source>Zoom in, zoom out, fit, over the maze under the pointer</source>
        <translation type="vanished">Vergrößern, verkleinern, einpassen, über dem Labyrinth unter dem Zeiger</translation>
    </message>
    <message>
        <source>W A S D, arrows</source>
        <translation>W A S D, Pfeiltasten</translation>
    </message>
    <message>
        <source>Play: move the flame</source>
        <translation>Spielen: die Flamme bewegen</translation>
    </message>
    <message>
        <source>Edit: build walls, dig floor</source>
        <translation>Bearbeiten: Wände bauen, Boden graben</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z</source>
        <translation>Strg+Z, Strg+Umschalt+Z</translation>
    </message>
    <message>
        <source>Edit: undo, redo</source>
        <translation>Bearbeiten: rückgängig, wiederherstellen</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>MazeStudy %1

Compare maze generation algorithms side by side: step through them, measure what they make over one maze or thousands, and chart the results. The same generator, size, seed and options give the same maze everywhere.

mazestudy-cli runs the same studies without a window.</source>
        <translation>MazeStudy %1

Labyrinth-Algorithmen nebeneinander vergleichen: schrittweise verfolgen, vermessen, was sie erzeugen, über ein Labyrinth oder Tausende, und die Ergebnisse als Diagramme zeigen. Derselbe Generator, dieselbe Größe, derselbe Startwert und dieselben Optionen ergeben überall dasselbe Labyrinth.

mazestudy-cli führt dieselben Studien ohne Fenster aus.</translation>
    </message>
    <message>
        <source>Ctrl+1 … Ctrl+6</source>
        <translation>Strg+1 … Strg+6</translation>
    </message>
    <message>
        <source>The mode of the pane under the pointer: generate, step, solve, trace, play, edit</source>
        <translation type="vanished">Die Betriebsart des Bereichs unter dem Mauszeiger: erzeugen, Schritte, lösen, nachzeichnen, spielen, bearbeiten</translation>
    </message>
    <message>
        <source>The lab&apos;s display, in every pane</source>
        <translation>Die Anzeige des Praktikums, in jedem Bereich</translation>
    </message>
    <message>
        <source>Classic lab colours: green walls, black path, red dot</source>
        <translation>Klassische Praktikumsfarben: grüne Wände, schwarzer Weg, roter Punkt</translation>
    </message>
    <message>
        <source>Each unit&apos;s value on its block, once the blocks are big enough to read</source>
        <translation>Der Wert jedes Feldes auf seinem Block, sobald die Blöcke groß genug zum Lesen sind</translation>
    </message>
    <message>
        <source>Dot</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Bild…</translation>
    </message>
    <message>
        <source>Plain dot</source>
        <translation>Einfacher Punkt</translation>
    </message>
    <message>
        <source>A PNG or an animated GIF, shown where the solve and play dots are, as the lab&apos;s miner.gif.</source>
        <translation>Ein PNG oder ein animiertes GIF, gezeigt, wo die Punkte beim Lösen und Spielen sind, wie miner.gif im Praktikum.</translation>
    </message>
    <message>
        <source>A picture for the dot</source>
        <translation>Ein Bild für den Punkt</translation>
    </message>
    <message>
        <source>Pictures (*.png *.gif)</source>
        <translation>Bilder (*.png *.gif)</translation>
    </message>
    <message>
        <source>W S, A D, Q E</source>
        <translation>W S, A D, Q E</translation>
    </message>
    <message>
        <source>3D: walk, turn, turn the camera</source>
        <translation>3D: gehen, drehen, Kamera drehen</translation>
    </message>
    <message>
        <source>N  M, Return</source>
        <translation>N  M, Eingabe</translation>
    </message>
    <message>
        <source>3D: build, destroy, on the outlined unit</source>
        <translation>3D: bauen, abreißen, auf dem umrandeten Feld</translation>
    </message>
    <message>
        <source>3D: daylight on and off</source>
        <translation>3D: Tageslicht an und aus</translation>
    </message>
    <message>
        <source>Call stack panel</source>
        <translation>Aufrufstapel-Leiste</translation>
    </message>
    <message>
        <source>F5, Space</source>
        <translation>F5, Leertaste</translation>
    </message>
    <message>
        <source>New seed: every pane makes a new maze (Space while no button or field has the focus)</source>
        <translation>Neuer Startwert: jeder Bereich erzeugt ein neues Labyrinth (die Leertaste nur, solange kein Knopf und kein Feld den Fokus hat)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>The next, the previous control</source>
        <translation>Das nächste, das vorige Bedienelement</translation>
    </message>
    <message>
        <source>Space, Return</source>
        <translation>Leertaste, Eingabe</translation>
    </message>
    <message>
        <source>Press the focused button</source>
        <translation>Den Knopf mit dem Fokus drücken</translation>
    </message>
    <message>
        <source>Step every pane (in lock-step once a pane is stepped)</source>
        <translation>Jeden Bereich einen Schritt weiter (im Gleichschritt, sobald ein Bereich schrittweise läuft)</translation>
    </message>
    <message>
        <source>Alt+1 … Alt+8</source>
        <translation>Alt+1 … Alt+8</translation>
    </message>
    <message>
        <source>The current pane, outlined: the one the keys below act on (a click or the focus in a pane makes it current too)</source>
        <translation>Der aktuelle Bereich, umrandet: auf ihn wirken die Tasten darunter (auch ein Klick oder der Fokus in einem Bereich macht ihn aktuell)</translation>
    </message>
    <message>
        <source>The current pane&apos;s mode: generate, step, solve, trace, play, edit</source>
        <translation>Der Modus des aktuellen Bereichs: erzeugen, Schritte, lösen, nachzeichnen, spielen, bearbeiten</translation>
    </message>
    <message>
        <source>Step the current pane: one move</source>
        <translation>Den aktuellen Bereich einen Zug weiter</translation>
    </message>
    <message>
        <source>Shift+F11</source>
        <translation>Umschalt+F11</translation>
    </message>
    <message>
        <source>Step the current pane back one move</source>
        <translation>Den aktuellen Bereich einen Zug zurück</translation>
    </message>
    <message>
        <source>Step over: the current pane&apos;s next call, whole</source>
        <translation>Prozedurschritt: der nächste Aufruf des aktuellen Bereichs, ganz</translation>
    </message>
    <message>
        <source>Step out of the current pane&apos;s call</source>
        <translation>Ausführen bis Rücksprung aus dem Aufruf des aktuellen Bereichs</translation>
    </message>
    <message>
        <source>Show or hide the call stack panel</source>
        <translation>Die Aufrufstapel-Leiste zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Zoom in, zoom out, fit every pane&apos;s maze</source>
        <translation>Das Labyrinth jedes Bereichs vergrößern, verkleinern, einpassen</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Strg+R</translation>
    </message>
    <message>
        <source>Run a study of the panes&apos; generators</source>
        <translation>Eine Studie der Generatoren der Bereiche starten</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Strg+E</translation>
    </message>
    <message>
        <source>Export: a chart, every chart, a pane&apos;s maze</source>
        <translation type="vanished">Exportieren: ein Diagramm, alle Diagramme, das Labyrinth eines Bereichs</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation>Strg+Eingabe</translation>
    </message>
    <message>
        <source>Lab: run the script</source>
        <translation>Labor: das Skript ausführen</translation>
    </message>
    <message>
        <source>These shortcuts</source>
        <translation>Diese Tastenkürzel</translation>
    </message>
    <message>
        <source>Export: a chart, every chart, a pane&apos;s maze, an animation</source>
        <translation>Exportieren: ein Diagramm, alle Diagramme, das Labyrinth eines Bereichs, eine Animation</translation>
    </message>
    <message>
        <source>Charts, the seed in every pane, language, keyboard shortcuts and about</source>
        <translation>Diagramme, der Startwert in jedem Bereich, Sprache, Tastenkürzel und Info</translation>
    </message>
    <message>
        <source>Same seed in every pane</source>
        <translation>Gleicher Startwert überall</translation>
    </message>
    <message>
        <source>Off: pane 1 gets the seed, pane 2 the seed + 1, and so on</source>
        <translation>Aus: Bereich 1 bekommt den Startwert, Bereich 2 den Startwert + 1 und so weiter</translation>
    </message>
</context>
<context>
    <name>MainToolBar</name>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Eigene …</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Rows × columns of every pane&apos;s maze (Esc for a custom size)</source>
        <translation>Zeilen × Spalten des Labyrinths in jedem Bereich (Esc für eine eigene Größe)</translation>
    </message>
    <message>
        <source>Maze size</source>
        <translation>Labyrinthgröße</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The seed every pane starts from; Enter applies it</source>
        <translation>Der Startwert aller Bereiche; Eingabe übernimmt ihn</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>A new random seed; every pane makes its maze again</source>
        <translation>Ein neuer zufälliger Startwert; jeder Bereich erzeugt sein Labyrinth neu</translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="vanished">Leertaste</translation>
    </message>
    <message>
        <source>Same seed in every pane</source>
        <translation type="vanished">Gleicher Startwert überall</translation>
    </message>
    <message>
        <source>Off: pane 1 gets the seed, pane 2 the seed + 1, and so on</source>
        <translation type="vanished">Aus: Bereich 1 bekommt den Startwert, Bereich 2 den Startwert + 1 und so weiter</translation>
    </message>
    <message>
        <source>Run all</source>
        <translation>Alle starten</translation>
    </message>
    <message>
        <source>Run every pane</source>
        <translation>Alle Bereiche starten</translation>
    </message>
    <message>
        <source>Pause all</source>
        <translation>Alle anhalten</translation>
    </message>
    <message>
        <source>Pause every pane</source>
        <translation>Alle Bereiche anhalten</translation>
    </message>
    <message>
        <source>Step all</source>
        <translation>Ein Schritt für alle</translation>
    </message>
    <message>
        <source>Pause every pane and do one move in each</source>
        <translation>Alle Bereiche anhalten und in jedem einen Schritt machen</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>Alle zurücksetzen</translation>
    </message>
    <message>
        <source>Every pane back to the start of its maze, paused</source>
        <translation>Alle Bereiche zurück an den Anfang ihres Labyrinths, angehalten</translation>
    </message>
    <message>
        <source>Shift+R</source>
        <translation>Umschalt+R</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>From one step a second to as fast as possible; instant shows only the finished maze</source>
        <translation>Von einem Schritt pro Sekunde bis so schnell wie möglich; sofort zeigt nur das fertige Labyrinth</translation>
    </message>
    <message>
        <source>Add pane</source>
        <translation>Bereich hinzufügen</translation>
    </message>
    <message>
        <source>Add a pane with a generator of your choice</source>
        <translation>Einen Bereich mit einem Generator Ihrer Wahl hinzufügen</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>Compare: the seeds&apos; four generators</source>
        <translation>Vergleich: die vier Generatoren der Vorlagen</translation>
    </message>
    <message>
        <source>Compare: seed vs baselines</source>
        <translation>Vergleich: Vorlage gegen Referenzen</translation>
    </message>
    <message>
        <source>The automaton beside the binary tree its seed says it resembles, a uniform maze (Wilson) and the backtracker</source>
        <translation>Der Automat neben dem Binärbaum, dem er laut seiner Vorlage ähnelt, einem gleichverteilten Labyrinth (Wilson) und dem Backtracking</translation>
    </message>
    <message>
        <source>Language of the window; it changes at once and is remembered</source>
        <translation type="vanished">Sprache des Fensters; sie wechselt sofort und wird gespeichert</translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="vanished">Sprache</translation>
    </message>
    <message>
        <source>F5 or Space</source>
        <translation>F5 oder Leertaste</translation>
    </message>
    <message>
        <source>Replace every pane?</source>
        <translation>Alle Bereiche ersetzen?</translation>
    </message>
    <message>
        <source>The panes hold your own work: a lab script, an edited or opened maze, or options you set. Replacing them loses it; save a script or a maze first if you need it.</source>
        <translation>Die Bereiche enthalten Ihre eigene Arbeit: ein Praktikumsskript, ein bearbeitetes oder geöffnetes Labyrinth oder selbst gesetzte Optionen. Sie zu ersetzen verwirft das; speichern Sie ein Skript oder Labyrinth vorher, wenn Sie es brauchen.</translation>
    </message>
    <message>
        <source>Replace the panes</source>
        <translation>Bereiche ersetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Open a mask…</source>
        <translation>Maske öffnen…</translation>
    </message>
    <message>
        <source>The shape every pane&apos;s maze is carved in: generators that cannot carve one say so</source>
        <translation>Die Form, in die jeder Bereich sein Labyrinth gräbt: Generatoren, die das nicht können, sagen es</translation>
    </message>
    <message>
        <source>Maze shape</source>
        <translation>Form des Labyrinths</translation>
    </message>
    <message>
        <source>Open a mask</source>
        <translation>Eine Maske öffnen</translation>
    </message>
    <message>
        <source>Masks (*.png *.txt)</source>
        <translation>Masken (*.png *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>MaskChoice</name>
    <message>
        <source>Disc</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>There is no shape “%1”.</source>
        <translation>Es gibt keine Form „%1“.</translation>
    </message>
    <message>
        <source>%1 has %2 × %3 cells, more than a %4 × %5 maze has (%6 × %7): choose a larger size. Until then the mazes are rectangles.</source>
        <translation>%1 hat %2 × %3 Zellen, mehr als ein Labyrinth von %4 × %5 hat (%6 × %7): Wählen Sie ein größeres Labyrinth. Bis dahin sind die Labyrinthe Rechtecke.</translation>
    </message>
    <message>
        <source>The shape “%1” needs a larger maze than %2 × %3. Until then the mazes are rectangles.</source>
        <translation>Die Form „%1“ braucht ein größeres Labyrinth als %2 × %3. Bis dahin sind die Labyrinthe Rechtecke.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>nothing yet: the first move calls %1</source>
        <translation>noch nichts: der erste Schritt ruft %1 auf</translation>
    </message>
    <message numerus="yes">
        <source>nothing yet: %n seed wall(s) to place on the open grid, then the sweeps</source>
        <translation>
            <numerusform>noch nichts: Startwände auf dem offenen Gitter zu setzen: %n; dann die Durchläufe</numerusform>
            <numerusform>noch nichts: Startwände auf dem offenen Gitter zu setzen: %n; dann die Durchläufe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the first call digs %2 and will try %3</source>
        <translation>%1: der erste Aufruf gräbt %2 und wird %3 versuchen</translation>
    </message>
    <message>
        <source>%1: %2 is wall two steps away; digging through to %3</source>
        <translation>%1: zwei Schritte nach %2 ist Wand; durchgraben bis %3</translation>
    </message>
    <message>
        <source>%1: %2 two steps away is outside the maze; skipped</source>
        <translation>%1: %2 liegt zwei Schritte entfernt außerhalb des Labyrinths; übersprungen</translation>
    </message>
    <message>
        <source>%1: %2 two steps away, %3, is already dug; skipped</source>
        <translation>%1: %2 zwei Schritte entfernt, %3, ist schon gegraben; übersprungen</translation>
    </message>
    <message>
        <source>%1: all four directions tried; returning to %2</source>
        <translation>%1: alle vier Richtungen versucht; Rückkehr zu %2</translation>
    </message>
    <message>
        <source>%1: all four directions tried; the outermost call returns</source>
        <translation>%1: alle vier Richtungen versucht; der äußerste Aufruf kehrt zurück</translation>
    </message>
    <message>
        <source>digout is done; digging the exit units %1 and %2</source>
        <translation>digout ist fertig; die Ausgangsfelder %1 und %2 werden gegraben</translation>
    </message>
    <message>
        <source>%1: the first call marks the end cell visited; its unvisited neighbours, shuffled: %2</source>
        <translation>%1: der erste Aufruf markiert die Endzelle als besucht; ihre unbesuchten Nachbarn, gemischt: %2</translation>
    </message>
    <message>
        <source>%1: the %2 neighbour %3 is unvisited; removing the wall and visiting it</source>
        <translation>%1: der Nachbar im %2, %3, ist unbesucht; die Wand wird entfernt und er wird besucht</translation>
    </message>
    <message>
        <source>%1: the %2 neighbour %3 was visited meanwhile; passed over</source>
        <translation>%1: der Nachbar im %2, %3, wurde inzwischen besucht; übergangen</translation>
    </message>
    <message>
        <source>%1: no neighbour left to take up; returning to %2</source>
        <translation>%1: kein Nachbar mehr übrig; Rückkehr zu %2</translation>
    </message>
    <message>
        <source>%1: no neighbour left to take up; the first call returns, every cell visited</source>
        <translation>%1: kein Nachbar mehr übrig; der erste Aufruf kehrt zurück, jede Zelle ist besucht</translation>
    </message>
    <message>
        <source>seed wall %1 of %2 at %3</source>
        <translation>Startwand %1 von %2 bei %3</translation>
    </message>
    <message numerus="yes">
        <source>sweep %1: %2 sees %n wall(s) in its window; it becomes wall</source>
        <translation>
            <numerusform>Durchlauf %1: %2 sieht Wände in seinem Fenster: %n; es wird Wand</numerusform>
            <numerusform>Durchlauf %1: %2 sieht Wände in seinem Fenster: %n; es wird Wand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sweep %1: %2 sees %n wall(s) in its window; it becomes wall when the sweep ends</source>
        <translation>
            <numerusform>Durchlauf %1: %2 sieht Wände in seinem Fenster: %n; es wird am Ende des Durchlaufs Wand</numerusform>
            <numerusform>Durchlauf %1: %2 sieht Wände in seinem Fenster: %n; es wird am Ende des Durchlaufs Wand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sweep %1: %2 sees %n wall(s) in its window; it stays floor</source>
        <translation>
            <numerusform>Durchlauf %1: %2 sieht Wände in seinem Fenster: %n; es bleibt Boden</numerusform>
            <numerusform>Durchlauf %1: %2 sieht Wände in seinem Fenster: %n; es bleibt Boden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sweep %1 ends with %n wall(s) added; the next checks the units around them</source>
        <translation>
            <numerusform>Durchlauf %1 endet, neue Wände: %n; der nächste prüft die Felder um sie herum</numerusform>
            <numerusform>Durchlauf %1 endet, neue Wände: %n; der nächste prüft die Felder um sie herum</numerusform>
        </translation>
    </message>
    <message>
        <source>sweep %1 adds no wall: the automaton is done</source>
        <translation>Durchlauf %1 fügt keine Wand hinzu: der Automat ist fertig</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>S</source>
        <comment>south, one letter</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>E</source>
        <comment>east, one letter</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>N</source>
        <comment>north, one letter</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>W</source>
        <comment>west, one letter</comment>
        <translation>W</translation>
    </message>
    <message numerus="yes">
        <source>nothing yet: %n cell(s) to join into one perfect maze</source>
        <translation>
            <numerusform>noch nichts: zu einem perfekten Labyrinth zu verbindende Zellen: %n</numerusform>
            <numerusform>noch nichts: zu einem perfekten Labyrinth zu verbindende Zellen: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>binary tree: cell %1 carves %2 to %3</source>
        <translation>Binärbaum: Zelle %1 gräbt nach %2 zu %3 durch</translation>
    </message>
    <message>
        <source>binary tree: cell %1 is on the edge, so it can only carve %2, to %3</source>
        <translation>Binärbaum: Zelle %1 liegt am Rand und kann nur nach %2 graben, zu %3</translation>
    </message>
    <message>
        <source>binary tree: cell %1 is the corner; it carves nothing</source>
        <translation>Binärbaum: Zelle %1 ist die Ecke; sie gräbt nichts</translation>
    </message>
    <message>
        <source>sidewinder: the first row is one corridor; %1 carves east to %2</source>
        <translation>Sidewinder: die erste Zeile ist ein einziger Gang; %1 gräbt nach Osten zu %2 durch</translation>
    </message>
    <message>
        <source>sidewinder: %1 ends the first row&apos;s corridor</source>
        <translation>Sidewinder: %1 beendet den Gang der ersten Zeile</translation>
    </message>
    <message numerus="yes">
        <source>sidewinder: the run from %1 carves east from %2 to %3; %n cell(s) so far</source>
        <translation>
            <numerusform>Sidewinder: die Folge ab %1 gräbt nach Osten von %2 zu %3; Zellen bisher: %n</numerusform>
            <numerusform>Sidewinder: die Folge ab %1 gräbt nach Osten von %2 zu %3; Zellen bisher: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sidewinder: the run of %n cell(s) from %1 to %2 closes; its cell %3 carves north to %4</source>
        <translation>
            <numerusform>Sidewinder: die Folge von %1 bis %2 (Zellen: %n) wird geschlossen; ihre Zelle %3 gräbt nach Norden zu %4 durch</numerusform>
            <numerusform>Sidewinder: die Folge von %1 bis %2 (Zellen: %n) wird geschlossen; ihre Zelle %3 gräbt nach Norden zu %4 durch</numerusform>
        </translation>
    </message>
    <message>
        <source>sidewinder: row %1 is done</source>
        <translation>Sidewinder: Zeile %1 ist fertig</translation>
    </message>
    <message>
        <source>Eller: %1 and %2 are in different sets; the coin joins them</source>
        <translation>Eller: %1 und %2 liegen in verschiedenen Mengen; der Münzwurf verbindet sie</translation>
    </message>
    <message>
        <source>Eller: last row: %1 and %2 are in different sets; joining them</source>
        <translation>Eller: letzte Zeile: %1 und %2 liegen in verschiedenen Mengen; sie werden verbunden</translation>
    </message>
    <message>
        <source>Eller: %1 and %2 are in different sets; the coin keeps the wall between them</source>
        <translation>Eller: %1 und %2 liegen in verschiedenen Mengen; der Münzwurf lässt die Wand dazwischen stehen</translation>
    </message>
    <message>
        <source>Eller: %1 and %2 are already in one set; the wall stays</source>
        <translation>Eller: %1 und %2 liegen schon in derselben Menge; die Wand bleibt</translation>
    </message>
    <message>
        <source>Eller: %1 carves south to %2; its set goes on down</source>
        <translation>Eller: %1 gräbt nach Süden zu %2 durch; ihre Menge setzt sich nach unten fort</translation>
    </message>
    <message>
        <source>Eller: %1 is its set&apos;s last cell in this row and none went down yet; it carves south to %2</source>
        <translation>Eller: %1 ist die letzte Zelle ihrer Menge in dieser Zeile, und noch keine ging nach unten; sie gräbt nach Süden zu %2 durch</translation>
    </message>
    <message>
        <source>Eller: %1 does not carve south; %2 will start a set of its own unless joined</source>
        <translation>Eller: %1 gräbt nicht nach Süden; %2 beginnt eine eigene Menge, falls sie nicht verbunden wird</translation>
    </message>
    <message numerus="yes">
        <source>Eller: row %1 is done; %n set(s) go on down</source>
        <translation>
            <numerusform>Eller: Zeile %1 ist fertig; Mengen, die nach unten weitergehen: %n</numerusform>
            <numerusform>Eller: Zeile %1 ist fertig; Mengen, die nach unten weitergehen: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Eller: the last row is done; every cell is in one set</source>
        <translation>Eller: die letzte Zeile ist fertig; alle Zellen liegen in einer Menge</translation>
    </message>
    <message numerus="yes">
        <source>Aldous-Broder: the walk starts at %1; %n cell(s) to go</source>
        <translation>
            <numerusform>Aldous-Broder: die Irrfahrt beginnt bei %1; verbleibende Zellen: %n</numerusform>
            <numerusform>Aldous-Broder: die Irrfahrt beginnt bei %1; verbleibende Zellen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aldous-Broder: the walk goes %1 from %2 into %3, a new cell; carving through (%n cell(s) left)</source>
        <translation>
            <numerusform>Aldous-Broder: die Irrfahrt geht von %2 nach %1 in %3, eine neue Zelle; Durchgang gegraben (verbleibende Zellen: %n)</numerusform>
            <numerusform>Aldous-Broder: die Irrfahrt geht von %2 nach %1 in %3, eine neue Zelle; Durchgang gegraben (verbleibende Zellen: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Aldous-Broder: the walk goes %1 from %2 to %3, already in the maze; nothing carved</source>
        <translation>Aldous-Broder: die Irrfahrt geht von %2 nach %1 zu %3, schon im Labyrinth; nichts gegraben</translation>
    </message>
    <message>
        <source>Wilson: %1 is the first cell in the maze</source>
        <translation>Wilson: %1 ist die erste Zelle im Labyrinth</translation>
    </message>
    <message numerus="yes">
        <source>Wilson: the walk from %1 goes %2 to %3; %n step(s) so far</source>
        <translation>
            <numerusform>Wilson: die Irrfahrt ab %1 geht nach %2 zu %3; Schritte bisher: %n</numerusform>
            <numerusform>Wilson: die Irrfahrt ab %1 geht nach %2 zu %3; Schritte bisher: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wilson: the walk from %1 goes %2 back onto %3; the loop is erased, leaving %n step(s)</source>
        <translation>
            <numerusform>Wilson: die Irrfahrt ab %1 geht nach %2 zurück auf %3; die Schleife wird gelöscht, verbleibende Schritte: %n</numerusform>
            <numerusform>Wilson: die Irrfahrt ab %1 geht nach %2 zurück auf %3; die Schleife wird gelöscht, verbleibende Schritte: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wilson: the walk from %1 reaches the maze at %2 after %n step(s); adding it</source>
        <translation>
            <numerusform>Wilson: die Irrfahrt ab %1 erreicht das Labyrinth bei %2 (Schritte: %n); sie wird hinzugefügt</numerusform>
            <numerusform>Wilson: die Irrfahrt ab %1 erreicht das Labyrinth bei %2 (Schritte: %n); sie wird hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wilson: adding %1 to the maze through %2; %n cell(s) left</source>
        <translation>
            <numerusform>Wilson: %1 kommt über %2 zum Labyrinth hinzu; verbleibende Zellen: %n</numerusform>
            <numerusform>Wilson: %1 kommt über %2 zum Labyrinth hinzu; verbleibende Zellen: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Wilson (exits): %1 is the first cell in the maze</source>
        <translation>Wilson (Ausgänge): %1 ist die erste Zelle im Labyrinth</translation>
    </message>
    <message numerus="yes">
        <source>Wilson (exits): the walk from %1 leaves %2 going %3 to %4, this exit written over the cell&apos;s last one; %n step(s) so far</source>
        <translation>
            <numerusform>Wilson (Ausgänge): die Irrfahrt ab %1 verlässt %2 nach %3 zu %4, dieser Ausgang überschreibt den letzten der Zelle; bisherige Schritte: %n</numerusform>
            <numerusform>Wilson (Ausgänge): die Irrfahrt ab %1 verlässt %2 nach %3 zu %4, dieser Ausgang überschreibt den letzten der Zelle; bisherige Schritte: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wilson (exits): the walk from %1 reaches the maze at %2 after %n step(s); its exits from %1 are added</source>
        <translation>
            <numerusform>Wilson (Ausgänge): die Irrfahrt ab %1 erreicht das Labyrinth bei %2 nach Schritten: %n; ihre Ausgänge ab %1 kommen hinzu</numerusform>
            <numerusform>Wilson (Ausgänge): die Irrfahrt ab %1 erreicht das Labyrinth bei %2 nach Schritten: %n; ihre Ausgänge ab %1 kommen hinzu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wilson (exits): %1 joins the maze through its exit %2; %n cell(s) left</source>
        <translation>
            <numerusform>Wilson (Ausgänge): %1 kommt über ihren Ausgang %2 zum Labyrinth hinzu; verbleibende Zellen: %n</numerusform>
            <numerusform>Wilson (Ausgänge): %1 kommt über ihren Ausgang %2 zum Labyrinth hinzu; verbleibende Zellen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kruskal: every cell is a set of its own: %n set(s)</source>
        <translation>
            <numerusform>Kruskal: jede Zelle ist eine eigene Menge; Mengen: %n</numerusform>
            <numerusform>Kruskal: jede Zelle ist eine eigene Menge; Mengen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kruskal: the wall between %1 and %2 joins two sets; %n set(s) left</source>
        <translation>
            <numerusform>Kruskal: die Wand zwischen %1 und %2 verbindet zwei Mengen; verbleibende Mengen: %n</numerusform>
            <numerusform>Kruskal: die Wand zwischen %1 und %2 verbindet zwei Mengen; verbleibende Mengen: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Kruskal: %1 and %2 are already in one set; the wall between them stays</source>
        <translation>Kruskal: %1 und %2 liegen schon in derselben Menge; die Wand dazwischen bleibt</translation>
    </message>
    <message numerus="yes">
        <source>Prim: %1 is the first cell in the maze; its neighbours make the frontier of %n cell(s)</source>
        <translation>
            <numerusform>Prim: %1 ist die erste Zelle im Labyrinth; ihre Nachbarn bilden die Grenze (Zellen: %n)</numerusform>
            <numerusform>Prim: %1 ist die erste Zelle im Labyrinth; ihre Nachbarn bilden die Grenze (Zellen: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prim: frontier cell %1 joins the maze next to %2; the frontier holds %n cell(s)</source>
        <translation>
            <numerusform>Prim: Grenzzelle %1 kommt neben %2 zum Labyrinth hinzu; Zellen in der Grenze: %n</numerusform>
            <numerusform>Prim: Grenzzelle %1 kommt neben %2 zum Labyrinth hinzu; Zellen in der Grenze: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>growing tree: %1 starts the active list</source>
        <translation>wachsender Baum: %1 beginnt die aktive Liste</translation>
    </message>
    <message numerus="yes">
        <source>growing tree: %1 carves %2 to %3, which joins the active list (%n active)</source>
        <translation>
            <numerusform>wachsender Baum: %1 gräbt nach %2 zur Zelle %3 durch, die in die aktive Liste kommt (aktiv: %n)</numerusform>
            <numerusform>wachsender Baum: %1 gräbt nach %2 zur Zelle %3 durch, die in die aktive Liste kommt (aktiv: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>growing tree: %1 has no unvisited neighbour and leaves the active list (%n active)</source>
        <translation>
            <numerusform>wachsender Baum: %1 hat keinen unbesuchten Nachbarn und verlässt die aktive Liste (aktiv: %n)</numerusform>
            <numerusform>wachsender Baum: %1 hat keinen unbesuchten Nachbarn und verlässt die aktive Liste (aktiv: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>hunt-and-kill: the walk starts at %1</source>
        <translation>Hunt-and-Kill: die Irrfahrt beginnt bei %1</translation>
    </message>
    <message>
        <source>hunt-and-kill: %1 carves %2 into the unvisited %3</source>
        <translation>Hunt-and-Kill: %1 gräbt nach %2 in die unbesuchte Zelle %3</translation>
    </message>
    <message>
        <source>hunt-and-kill: the walk is stuck; row %1 has no unvisited cell next to the maze</source>
        <translation>Hunt-and-Kill: die Irrfahrt steckt fest; Zeile %1 hat keine unbesuchte Zelle neben dem Labyrinth</translation>
    </message>
    <message>
        <source>hunt-and-kill: the walk is stuck; scanning row %1 finds %2, unvisited and next to the maze</source>
        <translation>Hunt-and-Kill: die Irrfahrt steckt fest; die Suche in Zeile %1 findet %2, unbesucht und neben dem Labyrinth</translation>
    </message>
    <message>
        <source>hunt-and-kill: %1 joins the maze through %2 and the walk goes on from there</source>
        <translation>Hunt-and-Kill: %1 kommt über %2 zum Labyrinth hinzu, und die Irrfahrt geht von dort weiter</translation>
    </message>
    <message numerus="yes">
        <source>recursive division: every inner wall taken away: one chamber of %n cell(s)</source>
        <translation>
            <numerusform>rekursive Teilung: alle inneren Wände entfernt: eine Kammer (Zellen: %n)</numerusform>
            <numerusform>rekursive Teilung: alle inneren Wände entfernt: eine Kammer (Zellen: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>recursive division: a horizontal wall from %1 to %2, its gap at %3; %n chamber(s) left to divide</source>
        <translation>
            <numerusform>rekursive Teilung: eine waagerechte Wand von %1 bis %2, Lücke bei %3; noch zu teilende Kammern: %n</numerusform>
            <numerusform>rekursive Teilung: eine waagerechte Wand von %1 bis %2, Lücke bei %3; noch zu teilende Kammern: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>recursive division: a vertical wall from %1 to %2, its gap at %3; %n chamber(s) left to divide</source>
        <translation>
            <numerusform>rekursive Teilung: eine senkrechte Wand von %1 bis %2, Lücke bei %3; noch zu teilende Kammern: %n</numerusform>
            <numerusform>rekursive Teilung: eine senkrechte Wand von %1 bis %2, Lücke bei %3; noch zu teilende Kammern: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is called</source>
        <translation>%1 wird aufgerufen</translation>
    </message>
    <message>
        <source>%1 is called at line %2</source>
        <translation>%1 wird in Zeile %2 aufgerufen</translation>
    </message>
    <message>
        <source>%1 returns</source>
        <translation>%1 kehrt zurück</translation>
    </message>
    <message>
        <source>%1 ends without returning: an exception or the time limit stopped it</source>
        <translation>%1 endet ohne Rückkehr: eine Ausnahme oder das Zeitlimit hat den Aufruf beendet</translation>
    </message>
    <message>
        <source>dug %1</source>
        <translation>%1 gegraben</translation>
    </message>
    <message>
        <source>%1 is wall</source>
        <translation>%1 ist Wand</translation>
    </message>
    <message>
        <source>%1 is marked %2</source>
        <translation>%1 ist mit %2 markiert</translation>
    </message>
    <message>
        <source>the script says: %1</source>
        <translation>das Skript sagt: %1</translation>
    </message>
    <message>
        <source>delay(%1): a pause at the pane&apos;s pace</source>
        <translation>delay(%1): eine Pause im Tempo des Bereichs</translation>
    </message>
    <message numerus="yes">
        <source>the script changed %n unit(s) without drawing them; they show now</source>
        <translation>
            <numerusform>das Skript hat %n Feld verändert, ohne es zu zeichnen; es erscheint jetzt</numerusform>
            <numerusform>das Skript hat %n Felder verändert, ohne sie zu zeichnen; sie erscheinen jetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>the script stopped: %1</source>
        <translation>das Skript wurde angehalten: %1</translation>
    </message>
    <message>
        <source>Prim (cell weights): %1 is the first cell in the maze and the active set</source>
        <translation>Prim (Zellgewichte): %1 ist die erste Zelle im Labyrinth und in der aktiven Menge</translation>
    </message>
    <message numerus="yes">
        <source>Prim (cell weights): %1, the lightest active cell, carves %2 to %3, its lightest unvisited neighbour (%n active)</source>
        <translation>
            <numerusform>Prim (Zellgewichte): %1, die leichteste aktive Zelle, gräbt nach %2 zu %3, ihrem leichtesten unbesuchten Nachbarn (aktiv: %n)</numerusform>
            <numerusform>Prim (Zellgewichte): %1, die leichteste aktive Zelle, gräbt nach %2 zu %3, ihrem leichtesten unbesuchten Nachbarn (aktiv: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prim (cell weights): %1, the lightest active cell, has no unvisited neighbour and leaves the active set (%n active)</source>
        <translation>
            <numerusform>Prim (Zellgewichte): %1, die leichteste aktive Zelle, hat keinen unbesuchten Nachbarn und verlässt die aktive Menge (aktiv: %n)</numerusform>
            <numerusform>Prim (Zellgewichte): %1, die leichteste aktive Zelle, hat keinen unbesuchten Nachbarn und verlässt die aktive Menge (aktiv: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prim (edges): %1 is the first cell in the maze; its %n edge(s) out make the frontier</source>
        <translation>
            <numerusform>Prim (Kanten): %1 ist die erste Zelle im Labyrinth; ihre %n Kante nach außen bildet die Grenze</numerusform>
            <numerusform>Prim (Kanten): %1 ist die erste Zelle im Labyrinth; ihre %n Kanten nach außen bilden die Grenze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prim (edges): the edge drawn leads from %1 to %2, which joins the maze; %n edge(s) out</source>
        <translation>
            <numerusform>Prim (Kanten): die gezogene Kante führt von %1 zu %2, die zum Labyrinth hinzukommt; Kanten nach außen: %n</numerusform>
            <numerusform>Prim (Kanten): die gezogene Kante führt von %1 zu %2, die zum Labyrinth hinzukommt; Kanten nach außen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>true Prim: %1 is the first cell in the maze; %n wall(s) out of it are queued by weight</source>
        <translation>
            <numerusform>echter Prim: %1 ist die erste Zelle im Labyrinth; %n Wand nach außen wartet nach Gewicht</numerusform>
            <numerusform>echter Prim: %1 ist die erste Zelle im Labyrinth; %n Wände nach außen warten nach Gewicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>true Prim: the lightest wall out of the maze, from %1 to %2, opens and %2 joins; %n wall(s) queued</source>
        <translation>
            <numerusform>echter Prim: die leichteste Wand nach außen, von %1 zu %2, öffnet sich und %2 kommt hinzu; wartende Wände: %n</numerusform>
            <numerusform>echter Prim: die leichteste Wand nach außen, von %1 zu %2, öffnet sich und %2 kommt hinzu; wartende Wände: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing yet: a soup of live units (walls) fills the centre, then the rule %1</source>
        <translation>noch nichts: eine Suppe lebender Einheiten (Wände) füllt die Mitte, dann die Regel %1</translation>
    </message>
    <message numerus="yes">
        <source>the soup: %n live unit(s) placed at random in the centre</source>
        <translation>
            <numerusform>die Suppe: %n lebende Einheit zufällig in die Mitte gesetzt</numerusform>
            <numerusform>die Suppe: %n lebende Einheiten zufällig in die Mitte gesetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>generation %1: %2 has %n live neighbour(s); it is born and becomes wall</source>
        <translation>
            <numerusform>Generation %1: %2 hat %n lebenden Nachbarn; sie wird geboren und wird Wand</numerusform>
            <numerusform>Generation %1: %2 hat %n lebende Nachbarn; sie wird geboren und wird Wand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>generation %1: %2 has %n live neighbour(s); it survives and stays wall</source>
        <translation>
            <numerusform>Generation %1: %2 hat %n lebenden Nachbarn; sie überlebt und bleibt Wand</numerusform>
            <numerusform>Generation %1: %2 hat %n lebende Nachbarn; sie überlebt und bleibt Wand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>generation %1: %2 has %n live neighbour(s); it dies and becomes floor</source>
        <translation>
            <numerusform>Generation %1: %2 hat %n lebenden Nachbarn; sie stirbt und wird Boden</numerusform>
            <numerusform>Generation %1: %2 hat %n lebende Nachbarn; sie stirbt und wird Boden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>generation %1: %2 has %n live neighbour(s); it stays floor</source>
        <translation>
            <numerusform>Generation %1: %2 hat %n lebenden Nachbarn; sie bleibt Boden</numerusform>
            <numerusform>Generation %1: %2 hat %n lebende Nachbarn; sie bleibt Boden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>generation %1 ends: %n unit(s) changed at once</source>
        <translation>
            <numerusform>Generation %1 endet: %n Einheit auf einmal geändert</numerusform>
            <numerusform>Generation %1 endet: %n Einheiten auf einmal geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>generation %1 changes nothing: the pattern is stable</source>
        <translation>Generation %1 ändert nichts: das Muster ist stabil</translation>
    </message>
    <message>
        <source>generation %1 repeats the state after generation %2: the pattern is periodic</source>
        <translation>Generation %1 wiederholt den Zustand nach Generation %2: das Muster ist periodisch</translation>
    </message>
    <message>
        <source>generation %1 is the last the cap allows; the pattern still changes</source>
        <translation>Generation %1 ist die letzte, die die Grenze erlaubt; das Muster ändert sich noch</translation>
    </message>
    <message numerus="yes">
        <source>Braid: dead end %1 opens its wall to %2; walls opened: %n</source>
        <translation>
            <numerusform>Flechten: Sackgasse %1 öffnet ihre Wand nach %2; geöffnete Wände: %n</numerusform>
            <numerusform>Flechten: Sackgasse %1 öffnet ihre Wand nach %2; geöffnete Wände: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Braid: dead end %1 opens its wall to %2, a dead end too; walls opened: %n</source>
        <translation>
            <numerusform>Flechten: Sackgasse %1 öffnet ihre Wand nach %2, ebenfalls einer Sackgasse; geöffnete Wände: %n</numerusform>
            <numerusform>Flechten: Sackgasse %1 öffnet ihre Wand nach %2, ebenfalls einer Sackgasse; geöffnete Wände: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Braid: dead end %1 stays, as the coin falls (P = %2)</source>
        <translation>Flechten: Sackgasse %1 bleibt, wie die Münze fällt (P = %2)</translation>
    </message>
    <message>
        <source>Braid: %1 is no longer a dead end: an opening joined it</source>
        <translation>Flechten: %1 ist keine Sackgasse mehr: eine Öffnung hat sie verbunden</translation>
    </message>
    <message>
        <source>Braid: dead end %1 stays: no wall next to it has floor beyond</source>
        <translation>Flechten: Sackgasse %1 bleibt: keine Wand neben ihr hat Boden dahinter</translation>
    </message>
    <message numerus="yes">
        <source>Origin shift: every row points east and the last column south, to the origin %1; %n shift(s) to go</source>
        <translation>
            <numerusform>Ursprungsverschiebung: jede Zeile zeigt nach Osten und die letzte Spalte nach Süden, zum Ursprung %1; noch %n Verschiebung</numerusform>
            <numerusform>Ursprungsverschiebung: jede Zeile zeigt nach Osten und die letzte Spalte nach Süden, zum Ursprung %1; noch %n Verschiebungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Origin shift: the origin moves %1 from %2 to %3, and the wall %3 pointed through closes; %n shift(s) left</source>
        <translation>
            <numerusform>Ursprungsverschiebung: der Ursprung geht nach %1 von %2 nach %3, und die Wand, durch die %3 zeigte, schließt sich; noch %n Verschiebung</numerusform>
            <numerusform>Ursprungsverschiebung: der Ursprung geht nach %1 von %2 nach %3, und die Wand, durch die %3 zeigte, schließt sich; noch %n Verschiebungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Origin shift: the origin moves %1 from %2 back to %3, which pointed to it; %n shift(s) left</source>
        <translation>
            <numerusform>Ursprungsverschiebung: der Ursprung geht nach %1 von %2 zurück nach %3, das auf ihn zeigte; noch %n Verschiebung</numerusform>
            <numerusform>Ursprungsverschiebung: der Ursprung geht nach %1 von %2 zurück nach %3, das auf ihn zeigte; noch %n Verschiebungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Steps %1 from %2 to %3</source>
        <translation>Geht von %2 nach %1 zu %3</translation>
    </message>
    <message>
        <source>Goes back %1 from %2 to %3, along a passage it came by</source>
        <translation>Geht von %2 nach %1 zurück zu %3, durch einen Gang, den er gekommen ist</translation>
    </message>
    <message>
        <source>Steps %1 from %2 onto the exit at %3: solved</source>
        <translation>Geht von %2 nach %1 auf den Ausgang bei %3: gelöst</translation>
    </message>
    <message>
        <source>Fills %1: it cannot be on the way</source>
        <translation>Füllt %1: es kann nicht auf dem Weg liegen</translation>
    </message>
    <message numerus="yes">
        <source>Takes %1 off the frontier and reaches %n new unit(s) from it</source>
        <translation>
            <numerusform>Nimmt %1 von der Front und erreicht von dort %n neues Feld</numerusform>
            <numerusform>Nimmt %1 von der Front und erreicht von dort %n neue Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Gives up at %1: the exit cannot be reached from the start</source>
        <translation>Gibt bei %1 auf: der Ausgang ist vom Start aus nicht erreichbar</translation>
    </message>
    <message>
        <source>Heads %1 from %2 to %3, the way it prefers</source>
        <translation>Geht von %2 nach %1 zu %3, in die Richtung, die er bevorzugt</translation>
    </message>
    <message>
        <source>Left hand on the wall: steps %1 from %2 to %3; turn count %4</source>
        <translation>Linke Hand an der Wand: geht von %2 nach %1 zu %3; Drehzähler %4</translation>
    </message>
    <message numerus="yes">
        <source>Picks %1 at random of %n way(s) and steps from %2 to %3</source>
        <translation>
            <numerusform>Wählt zufällig %1 von %n Weg und geht von %2 zu %3</numerusform>
            <numerusform>Wählt zufällig %1 von %n Wegen und geht von %2 zu %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Left hand on the wall: steps %1 from %2 to %3</source>
        <translation>Linke Hand an der Wand: geht von %2 nach %1 zu %3</translation>
    </message>
    <message>
        <source>Right hand on the wall: steps %1 from %2 to %3</source>
        <translation>Rechte Hand an der Wand: geht von %2 nach %1 zu %3</translation>
    </message>
    <message numerus="yes">
        <source>Origin shift: every cell of the mask points the way it was reached from the origin %1, breadth first; %n shift(s) to go</source>
        <translation>
            <numerusform>Ursprungsverschiebung: jede Zelle der Maske zeigt dorthin, woher sie vom Ursprung %1 aus in der Breitensuche erreicht wurde; noch %n Verschiebung</numerusform>
            <numerusform>Ursprungsverschiebung: jede Zelle der Maske zeigt dorthin, woher sie vom Ursprung %1 aus in der Breitensuche erreicht wurde; noch %n Verschiebungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NeedsOpenGL</name>
    <message>
        <source>The 3D view draws with OpenGL. This window started with Qt Quick&apos;s software renderer, which is quicker for the 2D panes when OpenGL is itself drawn in software. MazeStudy starts with OpenGL whenever a pane was left in 3D.</source>
        <translation>Die 3D-Ansicht zeichnet mit OpenGL. Dieses Fenster wurde mit dem Software-Renderer von Qt Quick gestartet, der für die 2D-Bereiche schneller ist, wenn OpenGL selbst in Software zeichnet. MazeStudy startet mit OpenGL, sobald ein Bereich in 3D verlassen wurde.</translation>
    </message>
    <message>
        <source>Restart in 3D</source>
        <translation>In 3D neu starten</translation>
    </message>
    <message>
        <source>Restart in 3D?</source>
        <translation>In 3D neu starten?</translation>
    </message>
    <message>
        <source>The study&apos;s results are not kept across a restart: export them first (Charts, Export all into a folder) if you need them.</source>
        <translation>Die Ergebnisse der Studie überstehen keinen Neustart: Exportieren Sie sie vorher (Diagramme, Alles in einen Ordner exportieren), wenn Sie sie brauchen.</translation>
    </message>
    <message>
        <source>Restart anyway</source>
        <translation>Trotzdem neu starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>After the restart each pane shows its generator&apos;s maze again, so these are lost: %1. Save them first (the pane&apos;s menu, Save maze…) if you need them.</source>
        <translation>Nach dem Neustart zeigt jeder Bereich wieder das Labyrinth seines Generators, diese gehen also verloren: %1. Speichern Sie sie vorher (Menü des Bereichs, „Labyrinth speichern …“), wenn Sie sie brauchen.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>OptionListModel</name>
    <message>
        <source>“%1” is not a value for %2: type it as %3.</source>
        <translation>„%1“ ist kein Wert für %2: Geben Sie ihn in der Form %3 ein.</translation>
    </message>
</context>
<context>
    <name>PaneMenu</name>
    <message>
        <source>Pane menu</source>
        <translation>Bereichsmenü</translation>
    </message>
    <message>
        <source>Open, save or export this pane&apos;s maze, or remove the pane</source>
        <translation type="vanished">Das Labyrinth dieses Bereichs öffnen, speichern oder exportieren oder den Bereich entfernen</translation>
    </message>
    <message>
        <source>Open maze…</source>
        <translation>Labyrinth öffnen …</translation>
    </message>
    <message>
        <source>Save maze…</source>
        <translation>Labyrinth speichern …</translation>
    </message>
    <message>
        <source>Export picture…</source>
        <translation>Als Bild exportieren …</translation>
    </message>
    <message>
        <source>Remove pane</source>
        <translation>Bereich entfernen</translation>
    </message>
    <message>
        <source>Open a maze</source>
        <translation>Labyrinth öffnen</translation>
    </message>
    <message>
        <source>Mazes (*.maze)</source>
        <translation type="vanished">Labyrinthe (*.maze)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the maze</source>
        <translation>Labyrinth speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="vanished">Speichern</translation>
    </message>
    <message>
        <source>Mazes (*.maze *.npy *.png)</source>
        <translation>Labyrinthe (*.maze *.npy *.png)</translation>
    </message>
    <message>
        <source>MazeStudy mazes (*.maze)</source>
        <translation>MazeStudy-Labyrinthe (*.maze)</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy)</source>
        <translation>NumPy-Arrays (*.npy)</translation>
    </message>
    <message>
        <source>Pictures, a pixel a unit (*.png)</source>
        <translation>Bilder, ein Pixel je Einheit (*.png)</translation>
    </message>
    <message>
        <source>Vector figures (*.svg)</source>
        <translation>Vektorgrafiken (*.svg)</translation>
    </message>
    <message>
        <source>3D models to print (*.stl)</source>
        <translation>3D-Modelle zum Drucken (*.stl)</translation>
    </message>
    <message>
        <source>3D models (*.obj)</source>
        <translation>3D-Modelle (*.obj)</translation>
    </message>
    <message>
        <source>Open, save or export this pane&apos;s maze, race solvers on it, or remove the pane</source>
        <translation type="vanished">Das Labyrinth dieses Bereichs öffnen, speichern oder exportieren, Löser darauf um die Wette laufen lassen oder den Bereich entfernen</translation>
    </message>
    <message>
        <source>Race solvers on this maze…</source>
        <translation>Löser auf diesem Labyrinth um die Wette laufen lassen …</translation>
    </message>
    <message>
        <source>Open, save or export this pane&apos;s maze or its run as an animation, race solvers on it, or remove the pane</source>
        <translation>Das Labyrinth dieses Bereichs öffnen, speichern oder exportieren, seinen Lauf als Animation exportieren, Löser darauf um die Wette laufen lassen oder den Bereich entfernen</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Animation exportieren …</translation>
    </message>
</context>
<context>
    <name>PaneMetrics</name>
    <message>
        <source>Dead ends</source>
        <translation>Sackgassen</translation>
    </message>
    <message>
        <source>Mean corridor (steps)</source>
        <translation>Mittlerer Gang (Schritte)</translation>
    </message>
    <message>
        <source>Horizontal</source>
        <translation>Waagerecht</translation>
    </message>
    <message>
        <source>Share of cells that are dead ends</source>
        <translation>Anteil der Zellen, die Sackgassen sind</translation>
    </message>
    <message>
        <source>Share of floor units that are dead ends</source>
        <translation>Anteil der Bodenfelder, die Sackgassen sind</translation>
    </message>
    <message>
        <source>Mean corridor length: passages cut at every unit without exactly two floor neighbours</source>
        <translation>Mittlere Ganglänge: Gänge, an jedem Feld ohne genau zwei Bodennachbarn getrennt</translation>
    </message>
    <message>
        <source>Share of floor-to-floor steps that run horizontally; 50 % is unbiased</source>
        <translation>Anteil der waagerechten Schritte von Boden zu Boden; 50 % ist unverzerrt</translation>
    </message>
    <message>
        <source>Dead ends, of cells</source>
        <translation>Sackgassen, der Zellen</translation>
    </message>
    <message>
        <source>Dead ends, of floor</source>
        <translation>Sackgassen, des Bodens</translation>
    </message>
</context>
<context>
    <name>PaneModeBar</name>
    <message>
        <source>Generate</source>
        <translation type="vanished">Erzeugen</translation>
    </message>
    <message>
        <source>Run, pause, step and reset the generator</source>
        <translation type="vanished">Den Generator laufen lassen, anhalten, schrittweise ausführen und zurücksetzen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">Schritte</translation>
    </message>
    <message>
        <source>Step through the generator&apos;s moves: back, step over, step out, the timeline</source>
        <translation type="vanished">Die Züge des Generators schrittweise verfolgen: zurück, Prozedurschritt, Ausführen bis Rücksprung, die Zeitleiste</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="vanished">Lösen</translation>
    </message>
    <message>
        <source>A dot walks to the exit depth-first, backing out of dead ends, at the pane&apos;s speed</source>
        <translation type="vanished">Ein Punkt läuft in Tiefensuche zum Ausgang und zieht sich aus Sackgassen zurück, im Tempo des Bereichs</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="vanished">Nachzeichnen</translation>
    </message>
    <message>
        <source>Draw the shortest path dot by dot, with its length</source>
        <translation type="vanished">Den kürzesten Weg Punkt für Punkt zeichnen, mit seiner Länge</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Spielen</translation>
    </message>
    <message>
        <source>Move the blue flame with WASD or the arrow keys; Space makes a new maze</source>
        <translation type="vanished">Die blaue Flamme mit WASD oder den Pfeiltasten bewegen; die Leertaste erzeugt ein neues Labyrinth</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="vanished">Bearbeiten</translation>
    </message>
    <message>
        <source>Click or drag to build (N) or destroy (M) walls; Ctrl+Z undoes, Ctrl+Shift+Z redoes</source>
        <translation type="vanished">Klicken oder ziehen, um Wände zu bauen (N) oder abzureißen (M); Strg+Z macht rückgängig, Strg+Umschalt+Z wiederholt</translation>
    </message>
    <message>
        <source>Ctrl+%1</source>
        <translation>Strg+%1</translation>
    </message>
</context>
<context>
    <name>PaneModel</name>
    <message>
        <source>Stepping stopped: %1</source>
        <translation>Schrittweise Ausführung abgebrochen: %1</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Script stopped</source>
        <translation>Skript abgebrochen</translation>
    </message>
    <message>
        <source>Cannot generate</source>
        <translation>Kann nicht erzeugen</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>bearbeitet</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 Schritte</translation>
    </message>
    <message>
        <source>sweep %1</source>
        <translation>Durchlauf %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Not a perfect maze: %1 loop(s) and %2 separate part(s) of floor; it is measured as it is.</source>
        <translation>Kein perfektes Labyrinth: %1 Schleife(n) und %2 getrennte Bodenteil(e); es wird so vermessen, wie es ist.</translation>
    </message>
    <message>
        <source>generation %1</source>
        <translation>Generation %1</translation>
    </message>
    <message>
        <source>braided %1 %</source>
        <translation>geflochten %1 %</translation>
    </message>
    <message>
        <source>Opened from %1</source>
        <translation>Geöffnet aus %1</translation>
    </message>
    <message>
        <source>%1, edited</source>
        <translation>%1, bearbeitet</translation>
    </message>
</context>
<context>
    <name>PaneSettingsPopup</name>
    <message>
        <source>Generator</source>
        <translation>Generator</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>This generator has no options: its size and seed decide the maze.</source>
        <translation>Dieser Generator hat keine Optionen: Größe und Startwert bestimmen das Labyrinth.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Pane %1: generator and options</source>
        <translation>Bereich %1: Generator und Optionen</translation>
    </message>
    <message>
        <source>After the generator, each dead end in turn opens a wall with this chance, to another dead end where it can: a maze with loops. 0 leaves the generator&apos;s maze as it is.</source>
        <translation>Nach dem Generator öffnet jede Sackgasse der Reihe nach mit dieser Wahrscheinlichkeit eine Wand, zu einer anderen Sackgasse, wo sie kann: ein Labyrinth mit Schleifen. 0 lässt das Labyrinth des Generators, wie es ist.</translation>
    </message>
    <message>
        <source>Braid (% of dead ends)</source>
        <translation>Flechten in %</translation>
    </message>
    <message>
        <source>Type a number from %1 to %2.</source>
        <translation>Geben Sie eine Zahl von %1 bis %2 ein.</translation>
    </message>
</context>
<context>
    <name>PaneStepper</name>
    <message>
        <source>Working…</source>
        <translation>Arbeitet…</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>sweep %1</source>
        <translation type="vanished">Durchlauf %1</translation>
    </message>
    <message>
        <source>Step a pane to see its calls.</source>
        <translation>Einen Bereich schrittweise ausführen, um seine Aufrufe zu sehen.</translation>
    </message>
    <message>
        <source>frames: %1, deepest on top</source>
        <translation>Rahmen: %1, der tiefste oben</translation>
    </message>
    <message>
        <source>The automaton makes no calls: sweep %1</source>
        <translation type="vanished">Der Automat macht keine Aufrufe: Durchlauf %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>The automaton makes no calls: %1</source>
        <translation>Der Automat macht keine Aufrufe: %1</translation>
    </message>
</context>
<context>
    <name>PaneView</name>
    <message>
        <source>Ready</source>
        <translation type="vanished">Bereit</translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="vanished">Läuft</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="vanished">Angehalten</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="vanished">Fertig</translation>
    </message>
    <message>
        <source>Cannot generate</source>
        <translation type="vanished">Kann nicht erzeugen</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation type="vanished">%1 Schritte</translation>
    </message>
    <message>
        <source>sweep %1</source>
        <translation type="vanished">Durchlauf %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation type="vanished">Tiefe %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="vanished">%1 s</translation>
    </message>
    <message>
        <source>Choose this pane&apos;s generator and its options</source>
        <translation>Generator und Optionen dieses Bereichs wählen</translation>
    </message>
    <message>
        <source>Generator and options</source>
        <translation>Generator und Optionen</translation>
    </message>
    <message>
        <source>Remove this pane</source>
        <translation type="vanished">Diesen Bereich entfernen</translation>
    </message>
    <message>
        <source>Remove pane</source>
        <translation type="vanished">Bereich entfernen</translation>
    </message>
    <message>
        <source>Maze, %1 by %2 units</source>
        <translation>Labyrinth, %1 mal %2 Felder</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Zoom in (or turn the wheel over the maze)</source>
        <translation type="vanished">Vergrößern (oder das Mausrad über dem Labyrinth drehen)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="vanished">Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="vanished">Verkleinern</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="vanished">Einpassen</translation>
    </message>
    <message>
        <source>Show the whole maze; drag to pan when zoomed in</source>
        <translation type="vanished">Das ganze Labyrinth zeigen; vergrößert mit der Maus verschieben</translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="vanished">Starten</translation>
    </message>
    <message>
        <source>Run this pane&apos;s generator at the chosen speed</source>
        <translation type="vanished">Den Generator dieses Bereichs im gewählten Tempo starten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Anhalten</translation>
    </message>
    <message>
        <source>Pause this pane</source>
        <translation type="vanished">Diesen Bereich anhalten</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="vanished">Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the start of this maze, paused</source>
        <translation type="vanished">Zurück an den Anfang dieses Labyrinths, angehalten</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation type="vanished">Sackgassen</translation>
    </message>
    <message>
        <source>Mean corridor</source>
        <translation type="vanished">Mittlerer Gang</translation>
    </message>
    <message>
        <source>Horizontal</source>
        <translation type="vanished">Waagerecht</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="vanished">%1 %</translation>
    </message>
    <message>
        <source>Share of cells that are dead ends</source>
        <translation type="vanished">Anteil der Zellen, die Sackgassen sind</translation>
    </message>
    <message>
        <source>Share of floor units that are dead ends</source>
        <translation type="vanished">Anteil der Bodenfelder, die Sackgassen sind</translation>
    </message>
    <message>
        <source>Mean corridor length: passages cut at every unit without exactly two floor neighbours</source>
        <translation type="vanished">Mittlere Ganglänge: Gänge, an jedem Feld ohne genau zwei Bodennachbarn getrennt</translation>
    </message>
    <message>
        <source>Share of floor-to-floor steps that run horizontally; 50 % is unbiased</source>
        <translation type="vanished">Anteil der waagerechten Schritte von Boden zu Boden; 50 % ist unverzerrt</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="vanished">%1 ms</translation>
    </message>
    <message>
        <source>Stepping</source>
        <translation type="vanished">Schrittweise</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation type="vanished">Schritt %1 von %2</translation>
    </message>
    <message>
        <source>walls in the window: %1</source>
        <translation type="vanished">Wände im Fenster: %1</translation>
    </message>
    <message>
        <source>Pause and do one move (the stepping controls below take it from there)</source>
        <translation type="vanished">Anhalten und einen Schritt machen (die Schrittsteuerung darunter macht von dort weiter)</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation type="vanished">Arbeitet…</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="vanished">Schritt %1</translation>
    </message>
    <message>
        <source>edited</source>
        <translation type="vanished">bearbeitet</translation>
    </message>
    <message>
        <source>Mean corridor (steps)</source>
        <translation type="vanished">Mittlerer Gang (Schritte)</translation>
    </message>
    <message>
        <source>Step through this maze from its first move</source>
        <translation type="vanished">Dieses Labyrinth ab seinem ersten Schritt schrittweise verfolgen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="vanished">Schließen</translation>
    </message>
    <message>
        <source>Pause and do one move</source>
        <translation type="vanished">Anhalten und einen Zug ausführen</translation>
    </message>
    <message>
        <source>Step, step over and step out start at the first move; drag the timeline to start at any other.</source>
        <translation type="vanished">Einzelschritt, Prozedurschritt und Ausführen bis Rücksprung beginnen beim ersten Zug; die Zeitleiste beginnt bei jedem anderen.</translation>
    </message>
    <message>
        <source>Stepping starts from the move the run has reached.</source>
        <translation type="vanished">Die Schritte beginnen bei dem Zug, den der Lauf erreicht hat.</translation>
    </message>
    <message>
        <source>Edit this pane&apos;s script: your own digout(y, x)</source>
        <translation>Das Skript dieses Bereichs bearbeiten: Ihr eigenes digout(y, x)</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>Skript</translation>
    </message>
    <message>
        <source>Script…</source>
        <translation>Skript…</translation>
    </message>
    <message>
        <source>Open the script, at the line the problem is on</source>
        <translation>Das Skript öffnen, in der Zeile des Problems</translation>
    </message>
    <message>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <source>Walk this maze in 3D and build on it; again for the 2D view</source>
        <translation>Dieses Labyrinth in 3D begehen und darauf bauen; nochmals für die 2D-Ansicht</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <source>The 3D view draws with OpenGL. This window started with Qt Quick&apos;s software renderer, which is quicker for the 2D panes when OpenGL is itself drawn in software. MazeStudy starts with OpenGL whenever a pane was left in 3D.</source>
        <translation type="vanished">Die 3D-Ansicht zeichnet mit OpenGL. Dieses Fenster wurde mit dem Software-Renderer von Qt Quick gestartet, der für die 2D-Bereiche schneller ist, wenn OpenGL selbst in Software zeichnet. MazeStudy startet mit OpenGL, sobald ein Bereich in 3D verlassen wurde.</translation>
    </message>
    <message>
        <source>Restart in 3D</source>
        <translation type="vanished">In 3D neu starten</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Run, pause, step and reset the generator</source>
        <translation>Den Generator laufen lassen, anhalten, schrittweise ausführen und zurücksetzen</translation>
    </message>
    <message>
        <source>Step through the generator&apos;s moves: back, step over, step out, the timeline</source>
        <translation>Die Züge des Generators schrittweise verfolgen: zurück, Prozedurschritt, Ausführen bis Rücksprung, die Zeitleiste</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>A dot walks to the exit depth-first, backing out of dead ends, at the pane&apos;s speed</source>
        <translation type="vanished">Ein Punkt läuft in Tiefensuche zum Ausgang und zieht sich aus Sackgassen zurück, im Tempo des Bereichs</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Nachzeichnen</translation>
    </message>
    <message>
        <source>Draw the shortest path dot by dot, with its length</source>
        <translation>Den kürzesten Weg Punkt für Punkt zeichnen, mit seiner Länge</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Move the blue flame with WASD or the arrow keys; Space makes a new maze</source>
        <translation>Die blaue Flamme mit WASD oder den Pfeiltasten bewegen; die Leertaste erzeugt ein neues Labyrinth</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Click or drag to build (N) or destroy (M) walls; Ctrl+Z undoes, Ctrl+Shift+Z redoes</source>
        <translation>Klicken oder ziehen, um Wände zu bauen (N) oder abzureißen (M); Strg+Z macht rückgängig, Strg+Umschalt+Z wiederholt</translation>
    </message>
    <message>
        <source>A solver of your choice walks to the exit at the pane&apos;s speed, showing what it knows of the maze</source>
        <translation>Ein Löser Ihrer Wahl läuft im Tempo des Bereichs zum Ausgang und zeigt, was er vom Labyrinth weiß</translation>
    </message>
</context>
<context>
    <name>RaceDialog</name>
    <message>
        <source>Race solvers on this maze</source>
        <translation>Löser auf diesem Labyrinth um die Wette laufen lassen</translation>
    </message>
    <message>
        <source>Each solver ticked walks this maze in a pane of its own, all starting together at the pane&apos;s speed; panes are added as needed. When all have finished, each pane says its place by steps.</source>
        <translation>Jeder angekreuzte Löser läuft dieses Labyrinth in einem eigenen Bereich, alle starten gemeinsam im Tempo des Bereichs; Bereiche werden nach Bedarf hinzugefügt. Wenn alle fertig sind, nennt jeder Bereich seinen Platz nach Schritten.</translation>
    </message>
    <message>
        <source>At most %1 panes: tick at most %1 solvers.</source>
        <translation>Höchstens %1 Bereiche: Kreuzen Sie höchstens %1 Löser an.</translation>
    </message>
    <message>
        <source>The race replaces these panes&apos; mazes, which are not their generators&apos; own: %1. Save them first (the pane&apos;s menu, Save maze…) if you need them.</source>
        <translation>Das Rennen ersetzt die Labyrinthe dieser Bereiche, die nicht die ihrer Generatoren sind: %1. Speichern Sie sie vorher (Bereichsmenü, Labyrinth speichern …), wenn Sie sie brauchen.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Replace them and race</source>
        <translation>Ersetzen und Rennen starten</translation>
    </message>
    <message>
        <source>Start the race</source>
        <translation>Rennen starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>Screenshotter</name>
    <message>
        <source>the panes did not finish within %1 minutes; no screenshot</source>
        <translation>die Bereiche wurden nicht innerhalb von %1 Minuten fertig; kein Bildschirmfoto</translation>
    </message>
    <message>
        <source>could not save the screenshot to %1</source>
        <translation>das Bildschirmfoto konnte nicht unter %1 gespeichert werden</translation>
    </message>
    <message>
        <source>saved %1 (%2 x %3)</source>
        <translation>%1 gespeichert (%2 x %3)</translation>
    </message>
</context>
<context>
    <name>SizeDialog</name>
    <message>
        <source>Maze size</source>
        <translation>Labyrinthgröße</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Eigene Größe</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>From %1 to %2 units a side in the window; the DFS generators need odd sides.</source>
        <translation>Im Fenster %1 bis %2 Felder je Seite; die Tiefensuche-Generatoren brauchen ungerade Seiten.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>SolverChooser</name>
    <message>
        <source>The solver that walks: %1</source>
        <translation>Der Löser, der läuft: %1</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
</context>
<context>
    <name>SolverListModel</name>
    <message>
        <source>Your solve()</source>
        <translation>Ihr solve()</translation>
    </message>
    <message>
        <source>the walk of the lab script&apos;s own solve(), graded as lab check grades it</source>
        <translation>der Lauf des eigenen solve() des Skripts, bewertet wie von lab check</translation>
    </message>
</context>
<context>
    <name>StackPanel</name>
    <message>
        <source>All panes</source>
        <translation>Alle Bereiche</translation>
    </message>
    <message>
        <source>Back all</source>
        <translation>Alle zurück</translation>
    </message>
    <message>
        <source>Every pane to the move before the furthest one</source>
        <translation type="vanished">Jeder Bereich zum Schritt vor dem am weitesten fortgeschrittenen</translation>
    </message>
    <message>
        <source>Step all</source>
        <translation>Alle vor</translation>
    </message>
    <message>
        <source>Every pane to the move after the furthest one, in lock-step</source>
        <translation>Jeder Bereich zum Schritt nach dem am weitesten fortgeschrittenen, im Gleichschritt</translation>
    </message>
    <message>
        <source>Every pane to its end</source>
        <translation>Jeder Bereich bis zu seinem Ende</translation>
    </message>
    <message>
        <source>All to the end</source>
        <translation>Alle bis zum Ende</translation>
    </message>
    <message>
        <source>A move number for every pane</source>
        <translation>Eine Schrittnummer für jeden Bereich</translation>
    </message>
    <message>
        <source>Seek all</source>
        <translation>Alle springen</translation>
    </message>
    <message>
        <source>Every pane to this move (or its last)</source>
        <translation>Jeder Bereich zu diesem Schritt (oder seinem letzten)</translation>
    </message>
    <message>
        <source>Call stack of</source>
        <translation>Aufrufstapel von</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="vanished">%1. %2</translation>
    </message>
    <message>
        <source>Step a pane to see its calls.</source>
        <translation>Einen Bereich schrittweise ausführen, um seine Aufrufe zu sehen.</translation>
    </message>
    <message>
        <source>frames: %1, deepest on top</source>
        <translation type="vanished">Rahmen: %1, der tiefste oben</translation>
    </message>
    <message>
        <source>The automaton makes no calls: sweep %1</source>
        <translation type="vanished">Der Automat macht keine Aufrufe: Durchlauf %1</translation>
    </message>
    <message>
        <source>%1 → next %2</source>
        <translation>%1 → als Nächstes %2</translation>
    </message>
    <message>
        <source>%1 → waiting on %2</source>
        <translation>%1 → wartet auf %2</translation>
    </message>
    <message>
        <source>done: %1</source>
        <translation>erledigt: %1</translation>
    </message>
    <message>
        <source>done: none yet</source>
        <translation>erledigt: noch keine</translation>
    </message>
    <message>
        <source>All to end</source>
        <translation>Alle ans Ende</translation>
    </message>
    <message>
        <source>State of</source>
        <translation>Zustand von</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="vanished">%1; %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Close this panel; Step mode or the menu opens it again</source>
        <translation>Diese Leiste schließen; der Modus Schritte oder das Menü öffnet sie wieder</translation>
    </message>
    <message>
        <source>Close the call stack panel</source>
        <translation>Die Aufrufstapel-Leiste schließen</translation>
    </message>
    <message>
        <source>Every stepped pane one move back</source>
        <translation>Jeden schrittweise laufenden Bereich einen Zug zurück</translation>
    </message>
</context>
<context>
    <name>StepPage</name>
    <message>
        <source>Step, step over and step out start at the first move; drag the timeline to start at any other.</source>
        <translation>Einzelschritt, Prozedurschritt und Ausführen bis Rücksprung beginnen beim ersten Zug; die Zeitleiste beginnt bei jedem anderen.</translation>
    </message>
    <message>
        <source>Stepping starts from the move the run has reached.</source>
        <translation>Die Schritte beginnen beim Zug, den der Lauf erreicht hat.</translation>
    </message>
</context>
<context>
    <name>SteppingControls</name>
    <message>
        <source>Back: undo one move</source>
        <translation>Zurück: einen Schritt rückgängig machen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Over</source>
        <translation type="vanished">Über</translation>
    </message>
    <message>
        <source>Step over: finish the next child call entirely</source>
        <translation>Prozedurschritt: den nächsten Kindaufruf ganz ausführen</translation>
    </message>
    <message>
        <source>Out</source>
        <translation type="vanished">Heraus</translation>
    </message>
    <message>
        <source>Step out: run until the current call returns (the automaton: to the end of its sweep)</source>
        <translation type="vanished">Ausführen bis Rücksprung: laufen, bis der aktuelle Aufruf zurückkehrt (der Automat: bis zum Ende seines Durchlaufs)</translation>
    </message>
    <message>
        <source>Run to the end</source>
        <translation>Bis zum Ende laufen</translation>
    </message>
    <message>
        <source>Run to end</source>
        <translation>Bis zum Ende</translation>
    </message>
    <message>
        <source>The stack depth to pause at</source>
        <translation>Die Stapeltiefe, bei der angehalten wird</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Run until the stack is this deep</source>
        <translation>Laufen, bis der Stapel so tief ist</translation>
    </message>
    <message>
        <source>Click a unit of the maze: run until a move reaches it</source>
        <translation>Ein Feld des Labyrinths anklicken: laufen, bis ein Schritt es erreicht</translation>
    </message>
    <message>
        <source>Run to a unit</source>
        <translation>Bis zu einem Feld laufen</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Scrub to any move</source>
        <translation>Zu jedem beliebigen Schritt springen</translation>
    </message>
    <message>
        <source>Step: one move, with the stepping colours, arrows, stack and narration</source>
        <translation>Schritt: ein Zug, mit den Schrittfarben, Pfeilen, Stapel und Erzählung</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>End</source>
        <translation type="vanished">Ende</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>Prozedurschritt</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>Ausführen bis Rücksprung</translation>
    </message>
    <message>
        <source>Shift+F11</source>
        <translation>Umschalt+F11</translation>
    </message>
    <message>
        <source>Step out: run until the current call returns (the automata: to the end of the sweep or generation)</source>
        <translation>Ausführen bis Rücksprung: laufen, bis der aktuelle Aufruf zurückkehrt (die Automaten: bis zum Ende des Durchlaufs oder der Generation)</translation>
    </message>
</context>
<context>
    <name>StudyController</name>
    <message>
        <source>No pane has a generator that can make mazes of this size.</source>
        <translation type="vanished">Kein Bereich hat einen Generator, der Labyrinthe dieser Größe erzeugen kann.</translation>
    </message>
    <message>
        <source>Study running: %1 mazes per generator, %2 generators</source>
        <translation>Studie läuft: %1 Labyrinthe je Generator, %2 Generatoren</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen …</translation>
    </message>
    <message>
        <source>Study done: %1 mazes in %2 s</source>
        <translation>Studie fertig: %1 Labyrinthe in %2 s</translation>
    </message>
    <message>
        <source>The study failed: %1</source>
        <translation>Die Studie ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Study cancelled after %1 of %2 mazes</source>
        <translation>Studie abgebrochen nach %1 von %2 Labyrinthen</translation>
    </message>
    <message>
        <source>This study would need about %1 of memory, more than the budget of %2: use a smaller size or fewer panes.</source>
        <translation type="vanished">Diese Studie bräuchte etwa %1 Arbeitsspeicher, mehr als das Budget von %2: Wählen Sie eine kleinere Größe oder weniger Bereiche.</translation>
    </message>
    <message>
        <source>%1 of %2 mazes</source>
        <translation>%1 von %2 Labyrinthen</translation>
    </message>
    <message>
        <source>This study would need about %1 of memory, more than the budget of %2: use a smaller size, fewer panes or fewer solvers.</source>
        <translation>Diese Studie bräuchte etwa %1 Arbeitsspeicher, mehr als das Budget von %2: Wählen Sie eine kleinere Größe, weniger Bereiche oder weniger Löser.</translation>
    </message>
    <message>
        <source>Study running: %1 mazes per generator, %2 generators, %3 solvers</source>
        <translation>Studie läuft: %1 Labyrinthe je Generator, %2 Generatoren, %3 Löser</translation>
    </message>
    <message>
        <source>No pane has a generator that can make mazes of this size and shape.</source>
        <translation>Kein Bereich hat einen Generator, der Labyrinthe dieser Größe und Form erzeugen kann.</translation>
    </message>
</context>
<context>
    <name>StudySolversPopup</name>
    <message>
        <source>Each solver ticked solves every maze of the study. The study measures its steps, the cells it visits, its memory and how often it reaches the exit, and compares the generators by its steps.</source>
        <translation>Jeder angekreuzte Löser löst jedes Labyrinth der Studie. Die Studie misst seine Schritte, die besuchten Zellen, seinen Speicher und wie oft er den Ausgang erreicht, und vergleicht die Generatoren nach seinen Schritten.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ToolTipButton</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>UiBenchmark</name>
    <message>
        <source>frames while panes ran: %1 intervals, median %2 ms, p95 %3 ms, max %4 ms (60 fps: 16.7 ms)</source>
        <translation>Bilder, während die Bereiche liefen: %1 Abstände, Median %2 ms, p95 %3 ms, Maximum %4 ms (60 fps: 16,7 ms)</translation>
    </message>
    <message>
        <source>platform %1, scene graph %2, %3 cores, window %4 x %5</source>
        <translation>Plattform %1, Szenengraph %2, %3 Kerne, Fenster %4 x %5</translation>
    </message>
    <message>
        <source>all panes finished: median %1 ms after the command, using %2 ms of CPU (every thread of the window: workers, GUI, rendering)</source>
        <translation>alle Bereiche fertig: Median %1 ms nach dem Befehl, mit %2 ms CPU-Zeit (alle Threads des Fensters: Worker, GUI, Zeichnen)</translation>
    </message>
    <message>
        <source>the same mazes one after another: the engine %1 ms, mazestudy-cli %2 ms; the window&apos;s wall time against the CLI&apos;s %3, its CPU time against the engine&apos;s %4</source>
        <translation>dieselben Labyrinthe nacheinander: die Engine %1 ms, mazestudy-cli %2 ms; die Zeit des Fensters gegenüber der des CLI %3, seine CPU-Zeit gegenüber der der Engine %4</translation>
    </message>
    <message>
        <source>Medians over the rounds. finish: from the command to the finished frame on the GUI thread; worker: CPU time the pane&apos;s thread spent in the machine; engine: makeGenerator() and run() in this process, what mazestudy-cli generate does before writing; cli: the whole mazestudy-cli generate process, writing the .maze file.</source>
        <translation>Mediane über die Runden. finish: vom Befehl bis zum fertigen Bild im GUI-Thread; worker: CPU-Zeit, die der Thread des Bereichs in der Maschine verbrachte; engine: makeGenerator() und run() in diesem Prozess, was mazestudy-cli generate vor dem Schreiben tut; cli: der ganze Prozess mazestudy-cli generate samt Schreiben der .maze-Datei.</translation>
    </message>
    <message>
        <source>MazeStudy window benchmark: %1 panes of %2 x %3 at &quot;%4&quot;, %5 rounds, seeds %6 to %7, mode %8</source>
        <translation>MazeStudy-Fenster-Benchmark: %1 Bereiche mit %2 x %3 bei „%4“, %5 Runden, Startwerte %6 bis %7, Modus %8</translation>
    </message>
    <message>
        <source>step all: %1 steps a round; from a step to every pane&apos;s answer median %2 ms, p95 %3 ms; the first answers (each pane&apos;s timeline from move 0) median %4 ms</source>
        <translation>Alle schrittweise: %1 Schritte je Runde; von einem Schritt bis zur Antwort jedes Bereichs Median %2 ms, p95 %3 ms; die ersten Antworten (die Zeitleiste jedes Bereichs ab Zug 0) Median %4 ms</translation>
    </message>
</context>
<context>
    <name>WindowCommandLine</name>
    <message>
        <source>MazeStudy: compare maze generators side by side. Without options it opens the window as you left it.</source>
        <translation>MazeStudy: Labyrinthgeneratoren nebeneinander vergleichen. Ohne Optionen öffnet es das Fenster so, wie Sie es verlassen haben.</translation>
    </message>
    <message>
        <source>Open the window, let every pane finish, save the window as a PNG and exit.</source>
        <translation>Das Fenster öffnen, alle Bereiche fertig werden lassen, das Fenster als PNG speichern und beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Generate in four panes as fast as possible, print frame intervals and each pane&apos;s time to finish, compare with the engine&apos;s own run, and exit.</source>
        <translation>In vier Bereichen so schnell wie möglich erzeugen, Bildabstände und die Zeit jedes Bereichs bis zum Ende ausgeben, mit dem eigenen Lauf der Engine vergleichen und beenden.</translation>
    </message>
    <message>
        <source>Rounds of the benchmark, each with the next seed (default 5).</source>
        <translation>Runden des Benchmarks, jede mit dem nächsten Startwert (Voreinstellung 5).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Maze size, rows x columns, for example 101x101.</source>
        <translation>Labyrinthgröße, Zeilen x Spalten, zum Beispiel 101x101.</translation>
    </message>
    <message>
        <source>rows x columns</source>
        <translation>Zeilen x Spalten</translation>
    </message>
    <message>
        <source>The seed.</source>
        <translation>Der Startwert.</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>One pane per generator id, comma-separated (see mazestudy-cli generators).</source>
        <translation>Ein Bereich je Generator-ID, durch Kommas getrennt (siehe mazestudy-cli generators).</translation>
    </message>
    <message>
        <source>ids</source>
        <translation>IDs</translation>
    </message>
    <message>
        <source>Window size in pixels, for example 1280x800.</source>
        <translation>Fenstergröße in Pixeln, zum Beispiel 1280x800.</translation>
    </message>
    <message>
        <source>width x height</source>
        <translation>Breite x Höhe</translation>
    </message>
    <message>
        <source>Steps a second, or max, or instant (screenshots default to max).</source>
        <translation>Schritte pro Sekunde, oder max, oder instant (Bildschirmfotos: max).</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Language of the window, for example de or en.</source>
        <translation>Sprache des Fensters, zum Beispiel de oder en.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>light or dark (default: the system&apos;s).</source>
        <translation>light oder dark (Voreinstellung: die des Systems).</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Remember the window in this file instead of the user&apos;s settings.</source>
        <translation>Das Fenster in dieser Datei statt in den Einstellungen des Benutzers merken.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--rounds takes a whole number from 1 to 1000</source>
        <translation>--rounds erwartet eine ganze Zahl von 1 bis 1000</translation>
    </message>
    <message>
        <source>--size takes rows x columns, for example 101x101, not &quot;%1&quot;</source>
        <translation>--size erwartet Zeilen x Spalten, zum Beispiel 101x101, nicht „%1“</translation>
    </message>
    <message>
        <source>--window takes width x height in pixels, at least 200x200, not &quot;%1&quot;</source>
        <translation>--window erwartet Breite x Höhe in Pixeln, mindestens 200x200, nicht „%1“</translation>
    </message>
    <message>
        <source>--speed takes steps a second, max or instant, not &quot;%1&quot;</source>
        <translation>--speed erwartet Schritte pro Sekunde, max oder instant, nicht „%1“</translation>
    </message>
    <message>
        <source>--theme takes light or dark, not &quot;%1&quot;</source>
        <translation>--theme erwartet light oder dark, nicht „%1“</translation>
    </message>
    <message>
        <source>--screenshot and --benchmark-ui do not go together</source>
        <translation>--screenshot und --benchmark-ui passen nicht zusammen</translation>
    </message>
    <message>
        <source>auto, opengl or software (auto: software when OpenGL is a software rasterizer).</source>
        <translation>auto, opengl oder software (auto: software, wenn OpenGL selbst in Software rastert).</translation>
    </message>
    <message>
        <source>renderer</source>
        <translation>Zeichner</translation>
    </message>
    <message>
        <source>--renderer takes auto, opengl or software, not &quot;%1&quot;</source>
        <translation>--renderer erwartet auto, opengl oder software, nicht „%1“</translation>
    </message>
    <message>
        <source>What the screenshot shows: panes (the default), stepping (every pane at move 60, the call stack open), charts (a study&apos;s charts) or play (the first pane&apos;s maze in Play).</source>
        <translation type="vanished">Was das Bildschirmfoto zeigt: panes (die Voreinstellung), stepping (jeder Bereich bei Schritt 60, der Aufrufstapel offen), charts (die Diagramme einer Studie) oder play (das Labyrinth des ersten Bereichs beim Spielen).</translation>
    </message>
    <message>
        <source>scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <source>--show takes panes, stepping, charts or play, not &quot;%1&quot;</source>
        <translation type="vanished">--show nimmt panes, stepping, charts oder play, nicht „%1“</translation>
    </message>
    <message>
        <source>--show goes with --screenshot</source>
        <translation>--show gehört zu --screenshot</translation>
    </message>
    <message>
        <source>What the screenshot shows: panes (the default), stepping (every pane at move 60, the call stack open), charts (a study&apos;s charts), play (the first pane&apos;s maze in Play) or solve (the first pane solved).</source>
        <translation type="vanished">Was das Bildschirmfoto zeigt: panes (die Voreinstellung), stepping (jeder Bereich bei Schritt 60, der Aufrufstapel offen), charts (die Diagramme einer Studie), play (das Labyrinth des ersten Bereichs beim Spielen) oder solve (der erste Bereich gelöst).</translation>
    </message>
    <message>
        <source>--show takes panes, stepping, charts, play or solve, not &quot;%1&quot;</source>
        <translation type="vanished">--show nimmt panes, stepping, charts, play oder solve, nicht „%1“</translation>
    </message>
    <message>
        <source>What the screenshot shows: panes (the default), stepping (every pane at move 60, the call stack open), charts (a study&apos;s charts), play (the first pane&apos;s maze in Play), solve (the first pane solved) or lab (the lab&apos;s script editor for the first pane).</source>
        <translation type="vanished">Was das Bildschirmfoto zeigt: panes (die Voreinstellung), stepping (jeder Bereich bei Schritt 60, der Aufrufstapel offen), charts (die Diagramme einer Studie), play (das Labyrinth des ersten Bereichs beim Spielen), solve (der erste Bereich gelöst) oder lab (der Skripteditor des Praktikums für den ersten Bereich).</translation>
    </message>
    <message>
        <source>--show takes panes, stepping, charts, play, solve or lab, not &quot;%1&quot;</source>
        <translation type="vanished">--show nimmt panes, stepping, charts, play, solve oder lab, nicht „%1“</translation>
    </message>
    <message>
        <source>2d, or 3d: every pane walks its maze in 3D once it is made (with --benchmark-ui: time loading and walking the 3D view instead).</source>
        <translation>2d oder 3d: jeder Bereich zeigt sein Labyrinth in 3D, sobald es fertig ist (mit --benchmark-ui: stattdessen Laden und Gehen in der 3D-Ansicht messen).</translation>
    </message>
    <message>
        <source>view</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>The 3D view&apos;s light: flame (the default, the player&apos;s blue flame) or full (daylight).</source>
        <translation>Das Licht der 3D-Ansicht: flame (Standard, die blaue Flamme des Spielers) oder full (Tageslicht).</translation>
    </message>
    <message>
        <source>light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>--view takes 2d or 3d, not &quot;%1&quot;</source>
        <translation>--view nimmt 2d oder 3d, nicht „%1“</translation>
    </message>
    <message>
        <source>--light takes flame or full, not &quot;%1&quot;</source>
        <translation>--light nimmt flame oder full, nicht „%1“</translation>
    </message>
    <message>
        <source>What the panes do in the benchmark: generate (the default), step (every pane stepped together, the next step as soon as every pane has answered), or solve, trace or play (the game started on each finished maze).</source>
        <translation>Was die Bereiche im Benchmark tun: generate (Vorgabe, erzeugen), step (alle Bereiche gemeinsam schrittweise, der nächste Schritt, sobald jeder Bereich geantwortet hat) oder solve, trace oder play (das Spiel, gestartet auf jedem fertigen Labyrinth).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>--mode takes generate, step, solve, trace or play, not &quot;%1&quot;</source>
        <translation>--mode nimmt generate, step, solve, trace oder play, nicht „%1“</translation>
    </message>
    <message>
        <source>--mode goes with --benchmark-ui</source>
        <translation>--mode gehört zu --benchmark-ui</translation>
    </message>
    <message>
        <source>What the screenshot shows: panes (the default), stepping (every pane at move 60, the call stack open), charts (a study&apos;s charts), differences (a study&apos;s generators compared, in a table), play (the first pane&apos;s maze in Play), solve (the first pane solved), trace (the first pane&apos;s shortest path traced), edit (the first pane in Edit) or lab (the lab&apos;s script editor for the first pane).</source>
        <translation type="vanished">Was das Bildschirmfoto zeigt: panes (die Voreinstellung), stepping (jeder Bereich bei Schritt 60, der Aufrufstapel offen), charts (die Diagramme einer Studie), differences (die Generatoren einer Studie verglichen, in einer Tabelle), play (das Labyrinth des ersten Bereichs beim Spielen), solve (der erste Bereich gelöst), trace (der kürzeste Weg des ersten Bereichs nachgezeichnet), edit (der erste Bereich beim Bearbeiten) oder lab (der Skripteditor des Praktikums für den ersten Bereich).</translation>
    </message>
    <message>
        <source>--show takes panes, stepping, charts, differences, play, solve, trace, edit or lab, not &quot;%1&quot;</source>
        <translation type="vanished">--show nimmt panes, stepping, charts, differences, play, solve, trace, edit oder lab, nicht „%1“</translation>
    </message>
    <message>
        <source>What the screenshot shows: panes (the default), stepping (every pane at move 60, the call stack open), charts (a study&apos;s charts), differences (a study&apos;s generators compared, in a table), play (the first pane&apos;s maze in Play), solve (the first pane solved), race (solvers raced on the first pane&apos;s maze, to the end), trace (the first pane&apos;s shortest path traced), edit (the first pane in Edit) or lab (the lab&apos;s script editor for the first pane).</source>
        <translation type="vanished">Was das Bildschirmfoto zeigt: panes (die Voreinstellung), stepping (jeder Bereich bei Schritt 60, der Aufrufstapel offen), charts (die Diagramme einer Studie), differences (die Generatoren einer Studie verglichen, in einer Tabelle), play (das Labyrinth des ersten Bereichs beim Spielen), solve (der erste Bereich gelöst), race (Löser auf dem Labyrinth des ersten Bereichs um die Wette, bis zum Ende), trace (der kürzeste Weg des ersten Bereichs nachgezeichnet), edit (der erste Bereich beim Bearbeiten) oder lab (der Skripteditor des Praktikums für den ersten Bereich).</translation>
    </message>
    <message>
        <source>--show takes panes, stepping, charts, differences, play, solve, race, trace, edit or lab, not &quot;%1&quot;</source>
        <translation type="vanished">--show nimmt panes, stepping, charts, differences, play, solve, race, trace, edit oder lab, nicht „%1“</translation>
    </message>
    <message>
        <source>What the screenshot shows: panes (the default), stepping (every pane at move 60, the call stack open), charts (a study&apos;s charts), solver-study (a study with the race&apos;s solvers, their chart), differences (a study&apos;s generators compared, in a table), play (the first pane&apos;s maze in Play), solve (the first pane solved), race (solvers raced on the first pane&apos;s maze, to the end), trace (the first pane&apos;s shortest path traced), edit (the first pane in Edit) or lab (the lab&apos;s script editor for the first pane).</source>
        <translation>Was das Bildschirmfoto zeigt: panes (die Voreinstellung), stepping (jeder Bereich bei Schritt 60, der Aufrufstapel offen), charts (die Diagramme einer Studie), solver-study (eine Studie mit den Lösern des Wettlaufs, ihr Diagramm), differences (die Generatoren einer Studie verglichen, in einer Tabelle), play (das Labyrinth des ersten Bereichs beim Spielen), solve (der erste Bereich gelöst), race (Löser auf dem Labyrinth des ersten Bereichs um die Wette, bis zum Ende), trace (der kürzeste Weg des ersten Bereichs nachgezeichnet), edit (der erste Bereich beim Bearbeiten) oder lab (der Skripteditor des Praktikums für den ersten Bereich).</translation>
    </message>
    <message>
        <source>--show takes panes, stepping, charts, solver-study, differences, play, solve, race, trace, edit or lab, not &quot;%1&quot;</source>
        <translation>--show nimmt panes, stepping, charts, solver-study, differences, play, solve, race, trace, edit oder lab, nicht „%1“</translation>
    </message>
    <message>
        <source>The shape of every pane&apos;s maze: disc, ring, diamond, triangle, heart, or a mask file (text or PNG).</source>
        <translation>Die Form des Labyrinths jedes Bereichs: disc, ring, diamond, triangle, heart oder eine Maskendatei (Text oder PNG).</translation>
    </message>
    <message>
        <source>shape or file</source>
        <translation>Form oder Datei</translation>
    </message>
</context>
<context>
    <name>WorkingSet</name>
    <message>
        <source>Braid: dead ends still to visit, next first: %1</source>
        <translation>Flechten: noch zu besuchende Sackgassen, nächste zuerst: %1</translation>
    </message>
    <message>
        <source>The walker; cells not yet in the maze: %1</source>
        <translation>Der Läufer; Zellen noch nicht im Labyrinth: %1</translation>
    </message>
    <message>
        <source>This row&apos;s sets, as runs of one set: %1</source>
        <translation>Mengen dieser Zeile, als Folgen einer Menge: %1</translation>
    </message>
    <message>
        <source>The hunt&apos;s scan line, or the walker</source>
        <translation>Die Suchzeile der Jagd oder der Läufer</translation>
    </message>
    <message>
        <source>Sets left: %1; the wall just tried joins these cells</source>
        <translation>Verbleibende Mengen: %1; die eben geprüfte Wand verbindet diese Zellen</translation>
    </message>
    <message>
        <source>Frontier, cells next to the maze: %1</source>
        <translation>Grenze, Zellen neben dem Labyrinth: %1</translation>
    </message>
    <message>
        <source>Chambers to divide, next on top: %1</source>
        <translation>Zu teilende Kammern, die nächste oben: %1</translation>
    </message>
    <message>
        <source>The walk, newest first; cells: %1</source>
        <translation>Der Weg, neueste zuerst; Zellen: %1</translation>
    </message>
    <message>
        <source>Active list, newest first; cells: %1</source>
        <translation>Aktive Liste, neueste zuerst; Zellen: %1</translation>
    </message>
    <message>
        <source>The run, cells: %1</source>
        <translation>Die Folge, Zellen: %1</translation>
    </message>
    <message>
        <source>The origin; shifts left: %1</source>
        <translation>Der Ursprung; verbleibende Verschiebungen: %1</translation>
    </message>
</context>
<context>
    <name>WorkingSetModel</name>
    <message>
        <source>set %1</source>
        <translation>Menge %1</translation>
    </message>
    <message>
        <source>looking at %1</source>
        <translation>im Blick: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
</context>
<context>
    <name>WorldBenchmark</name>
    <message>
        <source>the 3D benchmark found no pane</source>
        <translation>der 3D-Benchmark hat keinen Bereich gefunden</translation>
    </message>
    <message>
        <source>MazeStudy 3D view benchmark: %1, %2 s walking a size and light, renderer: %3</source>
        <translation>MazeStudy-Benchmark der 3D-Ansicht: %1, %2 s Gehen je Größe und Licht, Renderer: %3</translation>
    </message>
    <message>
        <source>%1 x %2: loaded in %3 ms (%4 blocks, %5 x %6 units around the player)</source>
        <translation>%1 x %2: geladen in %3 ms (%4 Blöcke, %5 x %6 Felder um den Spieler)</translation>
    </message>
    <message>
        <source>  walking by %1 (%2 blocks in the window): %3 frames, interval median %4 ms, p95 %5 ms, max %6 ms; walked %7 units</source>
        <translation>  Gehen bei %1 (%2 Blöcke im Ausschnitt): %3 Bilder, Abstand Median %4 ms, p95 %5 ms, max %6 ms; %7 Felder gegangen</translation>
    </message>
    <message>
        <source>full light</source>
        <translation>vollem Licht</translation>
    </message>
    <message>
        <source>the flame (shadows)</source>
        <translation>der Flamme (Schatten)</translation>
    </message>
</context>
<context>
    <name>WorldControls</name>
    <message>
        <source>Walk</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <source>WASD or the arrows walk and turn; Q and E turn the camera, the wheel zooms</source>
        <translation>WASD oder die Pfeile gehen und drehen; Q und E drehen die Kamera, das Mausrad zoomt</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Return or a click puts a block on the outlined unit, up to %1 high</source>
        <translation>Eingabe oder ein Klick setzt einen Block auf das umrandete Feld, bis %1 hoch</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Abreißen</translation>
    </message>
    <message>
        <source>Return or a click takes the top block off the outlined unit</source>
        <translation>Eingabe oder ein Klick nimmt den obersten Block vom umrandeten Feld</translation>
    </message>
    <message>
        <source>Full light</source>
        <translation>Volles Licht</translation>
    </message>
    <message>
        <source>Daylight over the whole maze instead of the flame&apos;s (L)</source>
        <translation>Tageslicht über dem ganzen Labyrinth statt des Lichts der Flamme (L)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last block built or destroyed</source>
        <translation>Den zuletzt gebauten oder abgerissenen Block rückgängig machen</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo what was undone last</source>
        <translation>Wiederholen, was zuletzt rückgängig gemacht wurde</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Strg+Umschalt+Z</translation>
    </message>
    <message>
        <source>New maze</source>
        <translation>Neues Labyrinth</translation>
    </message>
    <message>
        <source>Respawn in a new maze of this size and generator</source>
        <translation>In einem neuen Labyrinth dieser Größe und dieses Generators neu beginnen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Export model…</source>
        <translation>Modell exportieren …</translation>
    </message>
    <message>
        <source>Save the maze and the blocks built on it as a 3D model to print (.stl or .obj)</source>
        <translation>Das Labyrinth mit den darauf gebauten Blöcken als 3D-Modell zum Drucken speichern (.stl oder .obj)</translation>
    </message>
    <message>
        <source>Export the 3D model</source>
        <translation>Das 3D-Modell exportieren</translation>
    </message>
    <message>
        <source>3D models (*.stl *.obj)</source>
        <translation>3D-Modelle (*.stl *.obj)</translation>
    </message>
</context>
<context>
    <name>WorldGame</name>
    <message>
        <source>This maze has no floor to stand on.</source>
        <translation>Dieses Labyrinth hat keinen Boden zum Stehen.</translation>
    </message>
    <message>
        <source>Step back: you are standing on that unit.</source>
        <translation>Tritt zurück: du stehst auf diesem Feld.</translation>
    </message>
    <message>
        <source>Nothing to destroy there: it is floor.</source>
        <translation>Dort ist nichts abzureißen: es ist Boden.</translation>
    </message>
    <message>
        <source>That is the edge of the maze.</source>
        <translation>Das ist der Rand des Labyrinths.</translation>
    </message>
    <message>
        <source>The start and the exit stay open.</source>
        <translation>Start und Ausgang bleiben offen.</translation>
    </message>
    <message>
        <source>A wall is at most %1 blocks high.</source>
        <translation>Eine Wand ist höchstens %1 Blöcke hoch.</translation>
    </message>
    <message>
        <source>No more walls can be built up in this maze.</source>
        <translation>In diesem Labyrinth können keine Wände mehr erhöht werden.</translation>
    </message>
</context>
<context>
    <name>WorldView</name>
    <message>
        <source>Exit reached! Space: a new maze.</source>
        <translation>Ausgang erreicht! Leertaste: ein neues Labyrinth.</translation>
    </message>
</context>
<context>
    <name>ZoomButtons</name>
    <message>
        <source>Zoom in (or turn the wheel over the maze)</source>
        <translation>Vergrößern (oder das Mausrad über dem Labyrinth drehen)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole maze; drag to pan when zoomed in</source>
        <translation>Das ganze Labyrinth zeigen; vergrößert mit der Maus verschieben</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--generators: unknown generator among &quot;%1&quot; (mazestudy-cli generators lists them)</source>
        <translation>--generators: unbekannter Generator in „%1“ (mazestudy-cli generators listet sie auf)</translation>
    </message>
</context>
</TS>
