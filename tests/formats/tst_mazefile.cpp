#include "generatorcatalog.h"
#include "mazefile.h"

#include <QtTest>

using namespace mazestudy;

class TestMazeFile : public QObject {
    Q_OBJECT
private slots:
    void writesTheDocumentedLayout()
    {
        MazeSpec spec;
        spec.generator = "rotating-dfs";
        spec.rows = 5;
        spec.cols = 7;
        spec.seed = 3;
        auto generator = makeGenerator(spec);
        generator->run();
        const std::string text = mazeToText(mazeFromGenerator(*generator));
        const QStringList lines = QString::fromStdString(text).split('\n');
        QCOMPARE(lines.mid(0, 6),
            QStringList(
                {"; generator: rotating-dfs", "; rows: 5", "; cols: 7", "; seed: 3", "; start: 1,1", "; exit: 3,6"}));
        QCOMPARE(lines.size(), 6 + 5 + 1);
        QCOMPARE(lines[6], QString("#######"));
        QCOMPARE(lines.last(), QString());
    }

    void roundTripsEveryGenerator()
    {
        for (const GeneratorInfo &info : generatorCatalog()) {
            MazeSpec spec;
            spec.generator = info.id;
            spec.rows = 23;
            spec.cols = 35;
            spec.seed = 12345678901234ULL;
            auto generator = makeGenerator(spec);
            generator->run();
            const Maze maze = mazeFromGenerator(*generator);
            const std::string text = mazeToText(maze);
            const Maze back = readMazeText(text);
            QCOMPARE(back.grid, maze.grid);
            QVERIFY(back.spec == maze.spec);
            QCOMPARE(back.start.has_value(), maze.start.has_value());
            QCOMPARE(back.seedWalls.size(), maze.seedWalls.size());
            QCOMPARE(mazeToText(back), text);
        }
    }

    void readsHandDrawnMazes()
    {
        const Maze maze = readMazeText("; rows: 3\r\n; cols: 4\r\n; start: 1,1\r\n####\r\n#..#\r\n####\r\n");
        QVERIFY(maze.spec.generator.empty());
        QCOMPARE(maze.grid.rows(), 3);
        QCOMPARE(maze.grid.cols(), 4);
        QVERIFY(maze.grid.isFloor(1, 2));
        QVERIFY(!maze.grid.isFloor(0, 2));
        QCOMPARE(*maze.start, (Point {1, 1}));
        QVERIFY(!maze.exit);
        // A UTF-8 byte order mark and a missing final newline are fine.
        QCOMPARE(readMazeText("\xEF\xBB\xBF; rows: 1\n; cols: 1\n.").grid.unitCount(), size_t(1));
    }

    void rejectsMalformed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << ""
                               << "line 1: the header has no \"rows\" line";
        QTest::newRow("no cols") << "; rows: 2\n##\n##\n"
                                 << "no \"cols\" line";
        QTest::newRow("rows not a number") << "; rows: two\n; cols: 2\n##\n"
                                           << "line 1: rows must be a whole number";
        QTest::newRow("rows zero") << "; rows: 0\n; cols: 2\n"
                                   << "rows must be a whole number from 1";
        QTest::newRow("huge") << "; rows: 99999999\n; cols: 2\n"
                              << "rows must be a whole number";
        QTest::newRow("bad char") << "; rows: 2\n; cols: 3\n###\n#x#\n"
                                  << "line 4, column 2: unexpected character 'x'";
        QTest::newRow("short row") << "; rows: 2\n; cols: 3\n###\n##\n"
                                   << "line 4, column 3: the row has 2 characters";
        QTest::newRow("long row") << "; rows: 2\n; cols: 3\n###\n####\n"
                                  << "line 4, column 4: the row has 4 characters";
        QTest::newRow("too few rows") << "; rows: 3\n; cols: 3\n###\n###\n"
                                      << "the grid has 2 rows, the header says 3";
        QTest::newRow("too many rows") << "; rows: 1\n; cols: 3\n###\n###\n"
                                       << "line 4: more grid rows";
        QTest::newRow("header in grid") << "; rows: 2\n; cols: 1\n#\n; seed: 1\n#\n"
                                        << "line 4, column 1: header line after";
        QTest::newRow("no colon") << "; rows 2\n; cols: 1\n#\n#\n"
                                  << "line 1, column 2: a header line holds";
        QTest::newRow("twice") << "; rows: 1\n; rows: 1\n; cols: 1\n#\n"
                               << "line 2, column 2: \"rows\" is given twice";
        QTest::newRow("unknown key") << "; rows: 1\n; cols: 1\n; colour: red\n#\n"
                                     << "line 3: unknown header key \"colour\"";
        QTest::newRow("start outside") << "; rows: 1\n; cols: 1\n; start: 1,0\n#\n"
                                       << "line 3: start must be \"row,col\" inside";
        QTest::newRow("bad seed") << "; generator: backtracker\n; rows: 3\n; cols: 3\n; seed: -1\n###\n#.#\n###\n"
                                  << "line 4: seed must be a whole number";
        QTest::newRow("even dfs") << "; generator: backtracker\n; rows: 2\n; cols: 3\n; seed: 1\n###\n###\n"
                                  << "line 1: size 2x3 is out of range";
        QTest::newRow("unknown generator") << "; generator: labyrinth\n; rows: 1\n; cols: 1\n; seed: 1\n#\n"
                                           << "line 1: unknown generator";
        QTest::newRow("bad option")
            << "; generator: automaton\n; rows: 3\n; cols: 3\n; seed: 1\n; update: x\n###\n###\n###\n"
            << "option update must be one of";
        // The first character past the row is where it goes wrong, however long the row.
        QTest::newRow("overlong row") << "; rows: 2\n; cols: 3\n###\n######\n"
                                      << "line 4, column 4: the row is longer than the header's 3 columns";
        QTest::newRow("row two longer") << "; rows: 1\n; cols: 5\n.......\n"
                                        << "line 3, column 6: the row is longer than the header's 5 columns";
        QTest::newRow("row one longer") << "; rows: 1\n; cols: 5\n......\n"
                                        << "line 3, column 6: the row has 6 characters";
        QTest::newRow("carriage return inside a row") << "; rows: 1\n; cols: 3\n...\r.\n"
                                                      << "line 3, column 4: the row is longer";
        // The real position of the first character past 16 MiB, not a clamped one.
        QTest::newRow("header over 16 MiB") << "; rows: " + QString(16 << 20, QLatin1Char('1')) + "\n"
                                            << "line 1, column 16777217: the header line is longer than 16 MiB";
        QTest::newRow("not a maze") << "hello\n"
                                    << "line 1: not a .maze file";
        QTest::newRow("option line")
            << "; generator: automaton\n; rows: 3\n; cols: 3\n; seed: 1\n; update: x\n###\n###\n###\n"
            << "line 5: option update must be one of";
        QTest::newRow("unknown option")
            << "; generator: backtracker\n; rows: 3\n; cols: 3\n; seed: 1\n; colour: red\n###\n#.#\n###\n"
            << "line 5: generator backtracker has no option \"colour\"";
        // Found by tests/fuzz (maze_reader): a file without kruskal's order and
        // with a bad key ended the reader, which looked for the line of the
        // order it had filled in itself.
        QTest::newRow("unknown option beside a legacy one")
            << "; generator: kruskal\n; rows: 3\n; cols: 3\n; seed: 1\n; \x04exit: 1,1\n###\n#.#\n###\n"
            << "line 5: generator kruskal has no option \"\x04exit\"";
        // Options are checked together: the line named is the one that makes the set wrong.
        QTest::newRow("options that conflict") << "; generator: automaton\n; rows: 3\n; cols: 3\n; seed: 1\n; "
                                                  "fewer-than: 4\n; more-than: 3\n###\n###\n###\n"
                                               << "line 6: option fewer-than must be at least more-than + 2";
        QTest::newRow("seed without generator") << "; rows: 1\n; cols: 1\n; seed: 4\n#\n"
                                                << "line 3: \"seed\" belongs to a generated maze";
        QTest::newRow("seed walls on dfs")
            << "; generator: backtracker\n; rows: 3\n; cols: 3\n; seed: 1\n; seed-walls: 0,0\n###\n#.#\n###\n"
            << "line 5: only the automaton has seed walls";
        QTest::newRow("seed wall on floor")
            << "; generator: automaton\n; rows: 3\n; cols: 3\n; seed: 1\n; seed-walls: 1,1\n###\n#.#\n###\n"
            << "line 5: seed wall 1,1 is floor";
        QTest::newRow("binary") << QString("; rows: 1\n; cols: 2\n#") + QChar(0x7f) + "\n"
                                << "column 2: unexpected character byte 0x7f";
    }

    void rejectsMalformed()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            readMazeText(text.toStdString());
            QFAIL("accepted");
        } catch (const MazeFormatError &error) {
            QVERIFY2(QString(error.what()).contains(message), error.what());
        }
    }

    // Found by tests/fuzz (cli_arguments): options valid together were
    // refused when the reader checked each alone against the others' defaults
    // (more-than: 2 with the default fewer-than: 3).
    void readsOptionsThatDependOnEachOther()
    {
        const MazeSpec spec {"automaton", 9, 11, 5, {{"fewer-than", "4"}, {"more-than", "2"}}};
        const auto generator = makeGenerator(spec);
        generator->run();
        const Maze maze = readMazeText(mazeToText(mazeFromGenerator(*generator)));
        QCOMPARE(maze.spec.options.at("more-than"), std::string("2"));
        QVERIFY(maze.grid == generator->grid());
    }

    // A folder is named as such, not as a file that could not be read.
    void folderIsNotAMaze()
    {
        QTemporaryDir dir;
        try {
            readMazeFile(dir.path().toStdString());
            QFAIL("accepted");
        } catch (const std::runtime_error &error) {
            QVERIFY2(QString(error.what()).endsWith(QLatin1String(" is a folder, not a .maze file")), error.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestMazeFile)
#include "tst_mazefile.moc"
