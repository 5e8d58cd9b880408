// mazestudy-cli with the lab in Java: --option script=studentcode.java runs
// the mazedfs assignment's own file, unchanged, through the system's JDK.

#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace clirunner;

namespace {
const QString Recipes = QStringLiteral(MAZESTUDY_LAB_JAVA);

QString recipe(const QString &name)
{
    return Recipes + QLatin1Char('/') + name;
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(name));
    return file.fileName();
}

QStringList spec(const QString &script, const QString &size, int seed)
{
    return {QStringLiteral("--generator"), QStringLiteral("lab"), QStringLiteral("--option"),
        QStringLiteral("script=") + script, QStringLiteral("--size"), size, QStringLiteral("--seed"),
        QString::number(seed)};
}

// The maze's rows, without the header that names the script.
QByteArray grid(const QByteArray &maze)
{
    QByteArrayList rows;
    for (const QByteArray &line : maze.split('\n'))
        if (!line.startsWith(';'))
            rows.append(line);
    return rows.join('\n');
}

// The maze of `seed`, or of `seedText` where one is given (a study's derived seed).
QByteArray generated(const QString &script, const QString &size, int seed, const QByteArray &seedText = {})
{
    QStringList arguments = QStringList {QStringLiteral("generate")} + spec(script, size, seed);
    if (!seedText.isEmpty())
        arguments.last() = QString::fromLatin1(seedText);
    const Result made = runCli(arguments);
    if (made.status != 0)
        qWarning("%s", qPrintable(made.err));
    return made.status == 0 ? made.out : QByteArray();
}

QJsonObject metricsOf(const QByteArray &maze)
{
    QTemporaryDir dir;
    const Result measured = runCli({QStringLiteral("metrics"), write(dir, QStringLiteral("m.maze"), maze)});
    return QJsonDocument::fromJson(measured.out).object().value(QStringLiteral("metrics")).toObject();
}

// The CLI's environment with a mark of this test's own, which the JVMs it
// starts inherit, and a memory budget that a 10 GB array passes.
QProcessEnvironment marked()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("MAZESTUDY_TEST_MARK"), QString::number(QCoreApplication::applicationPid()));
    environment.insert(QStringLiteral("MAZESTUDY_MEMORY_BUDGET"), QStringLiteral("512M"));
    return environment;
}

// The processes still running that this test's CLIs started (by its mark).
int leftByThisTest()
{
    const QByteArray mark = "MAZESTUDY_TEST_MARK=" + QByteArray::number(QCoreApplication::applicationPid());
    int count = 0;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile environment(QStringLiteral("/proc/%1/environ").arg(entry));
        if (entry.toLongLong() > 0 && environment.open(QIODevice::ReadOnly)
            && environment.readAll().split('\0').contains(mark))
            ++count;
    }
    return count;
}
} // namespace

class TestCliLabJava : public QObject {
    Q_OBJECT

private slots:
    // One recipe, written draw for draw in both languages, makes one maze
    // for a seed: Math.random() in Java and random() in JavaScript draw the
    // same numbers from the pane's seed.
    void theRecipeGivesTheSameMazeInBothLanguages()
    {
        QByteArray first;
        for (int seed = 1; seed <= 4; ++seed) {
            const QByteArray java
                = generated(recipe(QStringLiteral("easier/studentcode.java")), QStringLiteral("21x31"), seed);
            const QByteArray script = generated(recipe(QStringLiteral("easier.js")), QStringLiteral("21x31"), seed);
            QVERIFY(!java.isEmpty());
            QCOMPARE(grid(java), grid(script));
            if (seed == 1)
                first = grid(java);
            else
                QVERIFY2(grid(java) != first, "another seed, the same maze");
        }
    }

    void theAssignmentsWaysMakePerfectMazes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("the easier way") << QStringLiteral("easier/studentcode.java");
        QTest::newRow("the better way") << QStringLiteral("permutation/studentcode.java");
    }
    void theAssignmentsWaysMakePerfectMazes()
    {
        QFETCH(QString, file);
        for (int seed = 1; seed <= 3; ++seed) {
            const QByteArray maze = generated(recipe(file), QStringLiteral("41x51"), seed);
            QVERIFY(!maze.isEmpty());
            QVERIFY(maze.startsWith("; generator: lab\n"));
            const QJsonObject metrics = metricsOf(maze);
            QCOMPARE(metrics.value(QStringLiteral("loops")).toInt(-1), 0);
            QCOMPARE(metrics.value(QStringLiteral("components")).toInt(-1), 1);
        }
    }

    // Directions drawn with replacement leave cells (units at odd row and
    // column) undug; the recipes dig every one.
    void aCommonMistakeLeavesCellsUndug()
    {
        const auto undug = [](const QByteArray &maze) {
            const QByteArrayList rows = grid(maze).split('\n');
            int count = 0;
            for (qsizetype r = 1; r < rows.size(); r += 2)
                for (qsizetype c = 1; c < rows[r].size(); c += 2)
                    count += rows[r][c] == '#';
            return count;
        };
        const QByteArray mistake
            = generated(recipe(QStringLiteral("withreplacement/studentcode.java")), QStringLiteral("41x51"), 1);
        const QByteArray right
            = generated(recipe(QStringLiteral("permutation/studentcode.java")), QStringLiteral("41x51"), 1);
        QVERIFY(!mistake.isEmpty() && !right.isEmpty());
        QVERIFY2(undug(mistake) > 0, mistake.constData());
        QCOMPARE(undug(right), 0);
    }

    // Every drawblock is a move: a replay steps the Java run, the same
    // twice, and its last move is the generated maze.
    void aJavaRunStepsAndRepeats()
    {
        const QString file = recipe(QStringLiteral("permutation/studentcode.java"));
        const QStringList at10 = QStringList {QStringLiteral("replay")} + spec(file, QStringLiteral("21x21"), 5)
            + QStringList {QStringLiteral("--at"), QStringLiteral("10")};
        const Result once = runCli(at10);
        const Result again = runCli(at10);
        QCOMPARE(once.status, 0);
        QCOMPARE(once.out, again.out);
        QVERIFY2(once.out.contains("digout("), once.out.constData());
        const Result past = runCli(QStringList {QStringLiteral("replay")} + spec(file, QStringLiteral("21x21"), 5)
            + QStringList {QStringLiteral("--at"), QStringLiteral("100000")});
        QCOMPARE(past.status, 2);
        QVERIFY2(past.err.contains(QStringLiteral("is past the end")), qPrintable(past.err));
    }

    // A study's JVMs, reused from maze to maze on two threads, make each
    // run's maze as a fresh JVM does for its seed alone: the CSV's row of
    // each run has the dead ends of that seed's maze from generate.
    void aStudysMazesAreEachSeedsOwn()
    {
        QTemporaryDir dir;
        const QString rows = dir.filePath(QStringLiteral("rows.csv"));
        const QString file = recipe(QStringLiteral("permutation/studentcode.java"));
        const Result study = runCli({QStringLiteral("study"), QStringLiteral("--generators"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + file, QStringLiteral("--size"),
            QStringLiteral("21x21"), QStringLiteral("--runs"), QStringLiteral("6"), QStringLiteral("--seed"),
            QStringLiteral("1"), QStringLiteral("--threads"), QStringLiteral("2"), QStringLiteral("--csv"), rows});
        QCOMPARE(study.status, 0);
        QFile csv(rows);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArrayList lines = csv.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 7);
        const QByteArrayList header = lines.front().split(',');
        const qsizetype seedColumn = header.indexOf("seed");
        const qsizetype deadEndsColumn = header.indexOf("dead_end_units");
        for (const QByteArray &line : lines.mid(1)) {
            const QByteArrayList fields = line.split(',');
            const QJsonObject alone = metricsOf(generated(file, QStringLiteral("21x21"), 0, fields[seedColumn]));
            QCOMPARE(QByteArray::number(alone.value(QStringLiteral("dead_end_units")).toInt()), fields[deadEndsColumn]);
        }
    }

    void aStudyRunsTheJavaOnEveryRun()
    {
        const Result study = runCli(
            QStringList {QStringLiteral("study"), QStringLiteral("--generators"), QStringLiteral("lab,permutation-dfs"),
                QStringLiteral("--option"),
                QStringLiteral("script=") + recipe(QStringLiteral("permutation/studentcode.java")),
                QStringLiteral("--size"), QStringLiteral("21x21"), QStringLiteral("--runs"), QStringLiteral("40"),
                QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--threads"), QStringLiteral("2")},
            marked());
        QCOMPARE(study.status, 0);
        QVERIFY2(study.out.contains("\"lab\""), study.out.constData());
        QTRY_COMPARE_WITH_TIMEOUT(leftByThisTest(), 0, 10000);
    }

    // Each mistake ends with a message a student reads, no maze, and no JVM left.
    void problemsAreSaidAndLeaveNoJvm_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("message");
        const auto digout = [](const QByteArray &body) {
            return "public class studentcode extends mazedfs {\n"
                   "    public studentcode(int bh, int mh, int mw) { super(bh, mh, mw); }\n"
                   "    public void digout(int y, int x) {\n"
                + body + "\n    }\n}\n";
        };
        QTest::newRow("endless loop") << digout("        while (true) {}")
                                      << QStringLiteral("lab with seed 1: line 4: the code ran for more than 1 s");
        QTest::newRow("System.exit") << digout("        System.exit(3);")
                                     << QStringLiteral("the code called System.exit(3)");
        QTest::newRow("10 GB") << digout(
            "        byte[][] huge = new byte[10][1 << 30];\n        M[y][x] = huge[9][0];")
                               << QStringLiteral("more memory than");
        QTest::newRow("10 000 threads") << digout(
            "        for (int i = 0; i < 10000; i++) new Thread(() -> {}).start();")
                                        << QStringLiteral("may not");
        QTest::newRow("infinite recursion") << digout("        digout(y, x);") << QStringLiteral("calls deep");
        QTest::newRow("does not compile")
            << digout("        M[y][x] = 1\n        drawblock(y, x);") << QStringLiteral("lab with seed 1: line 4: ");
        QTest::newRow("not Java") << QByteArray("class x extends mazedfs { this is not Java }\n")
                                  << QStringLiteral("lab with seed 1: line 1: ");
        QTest::newRow("outside the maze")
            << digout("        M[y + 2][x] = 1;") << QStringLiteral("line 4: ArrayIndexOutOfBoundsException");
    }
    void problemsAreSaidAndLeaveNoJvm()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("studentcode.java"), body);
        const QString out = dir.filePath(QStringLiteral("never.maze"));
        const Result result = runCli(QStringList {QStringLiteral("generate")} + spec(path, QStringLiteral("21x21"), 1)
                + QStringList {QStringLiteral("--option"), QStringLiteral("time-limit=1"), QStringLiteral("--out"),
                    out},
            marked());
        QCOMPARE(result.status, 1);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        // Only Java's own words: no warning of the JVM's reaches the user.
        QVERIFY2(result.err.count(QLatin1Char('\n')) == 1, qPrintable(result.err));
        QVERIFY(!QFile::exists(out));
        // The JVM dies with the thread that started it; the kernel takes a moment.
        QTRY_COMPARE_WITH_TIMEOUT(leftByThisTest(), 0, 10000);
    }

    // A copy of studentcode.java saved under another name beside it is the
    // same public class twice: refused with both files named.
    void twoFilesOfOneClassAreRefused()
    {
        QTemporaryDir dir;
        QFile easier(recipe(QStringLiteral("easier/studentcode.java")));
        QVERIFY(easier.open(QIODevice::ReadOnly));
        const QByteArray text = easier.readAll();
        const QString main = write(dir, QStringLiteral("studentcode.java"), text);
        write(dir, QStringLiteral("mylab.java"), text);
        const Result result = runCli(QStringList {QStringLiteral("generate")} + spec(main, QStringLiteral("21x21"), 1));
        QCOMPARE(result.status, 2);
        QVERIFY2(result.err.contains(
                     QStringLiteral("two files of public class studentcode, studentcode.java and mylab.java")),
            qPrintable(result.err));
    }

    // A file too big for a lab script is refused before any JVM starts.
    void aHugeFileIsRefused()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("studentcode.java"), QByteArray(10 << 20, ' '));
        const Result result = runCli(QStringList {QStringLiteral("generate")} + spec(path, QStringLiteral("21x21"), 1));
        QVERIFY(result.status != 0);
        QVERIFY2(result.err.contains(QStringLiteral("is over 1024 KiB")), qPrintable(result.err));
    }

    // Without a JDK the lab says how to get one.
    void withoutAJdkTheLabSaysHowToInstallOne()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("JAVA_HOME"));
        environment.insert(QStringLiteral("PATH"), QStringLiteral("/nonexistent"));
        const Result result = runCli(QStringList {QStringLiteral("generate")}
                + spec(recipe(QStringLiteral("easier/studentcode.java")), QStringLiteral("21x21"), 1),
            environment);
        QCOMPARE(result.status, 1);
        QVERIFY2(
            result.err.contains(QStringLiteral("sudo apt install openjdk-17-jdk-headless")), qPrintable(result.err));
    }

    // lab check grades a class's folder: the whole assignment passes, and
    // each common mistake fails the check it breaks, with the reason.
    void labCheckGradesAsATeacherDoes()
    {
        QTemporaryDir dir;
        QFile graded(recipe(QStringLiteral("graded/studentcode.java")));
        QVERIFY(graded.open(QIODevice::ReadOnly));
        const QByteArray whole = graded.readAll();
        const auto variant = [&](const QString &name, const QByteArray &from, const QByteArray &to) {
            QVERIFY2(whole.contains(from), from.constData());
            QVERIFY(QDir(dir.path()).mkpath(name));
            write(dir, name + QStringLiteral("/studentcode.java"), QByteArray(whole).replace(from, to));
        };
        variant(QStringLiteral("right"), {}, {});
        variant(QStringLiteral("stopsearly"), "y == mheight - 2 && x == mwidth - 1", "y + x >= 5");
        variant(QStringLiteral("oneoff"), "drawdot(y, x); // (1, 1) itself", "");
        variant(QStringLiteral("broken"), "super(bh0, mh0, mw0);", "super(bh0, mh0, mw0)");
        QStringList files;
        for (const char *name : {"right", "stopsearly", "oneoff", "broken"})
            files << dir.filePath(QLatin1String(name) + QStringLiteral("/studentcode.java"));
        files << recipe(QStringLiteral("withreplacement/studentcode.java"));
        const QString grades = dir.filePath(QStringLiteral("grades.csv"));
        const Result result = runCli(QStringList {QStringLiteral("lab"), QStringLiteral("check")} + files
            + QStringList {QStringLiteral("--runs"), QStringLiteral("4"), QStringLiteral("--size"),
                QStringLiteral("21x31"), QStringLiteral("--csv"), grades});
        QCOMPARE(result.status, 1);
        QFile csv(grades);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArrayList rows = csv.readAll().trimmed().split('\n');
        QCOMPARE(rows.size(), 1 + files.size());
        const auto row = [&](int file) { return QString::fromUtf8(rows[file + 1]); };
        // file,language,pass,compiles,compile_problem,perfect_mazes,runs,...
        QVERIFY2(row(0).startsWith(files[0] + QStringLiteral(",java,1,1,,4,4,,4,4,,4,,0,")), qPrintable(row(0)));
        QVERIFY2(
            row(1).contains(QStringLiteral(",java,0,1,,4,4,,4,0,\"seed 1: the dot stops at (")), qPrintable(row(1)));
        QVERIFY2(row(2).contains(QStringLiteral(",4,,0,\"seed 1: the path has ")), qPrintable(row(2)));
        QVERIFY2(row(2).contains(QStringLiteral("it leaves out the unit 0 steps from (1, 1)")), qPrintable(row(2)));
        QVERIFY2(row(3).contains(QStringLiteral(",java,0,0,line 14: ';' expected,")), qPrintable(row(3)));
        QVERIFY2(row(4).contains(QStringLiteral("cell(s) undug")), qPrintable(row(4)));
        QVERIFY2(row(4).contains(QStringLiteral("there is no solve() of the student's")), qPrintable(row(4)));
        QVERIFY2(result.out.contains(": PASS\n") && result.out.contains(": FAIL\n"), result.out.constData());

        // The whole assignment alone passes, and says so with exit status 0.
        const Result right = runCli({QStringLiteral("lab"), QStringLiteral("check"), files[0], QStringLiteral("--runs"),
            QStringLiteral("4"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(right.status, 0);
        const QJsonObject report = QJsonDocument::fromJson(right.out).object();
        const QJsonObject file = report.value(QStringLiteral("files")).toArray().first().toObject();
        QCOMPARE(file.value(QStringLiteral("pass")).toBool(), true);
        QCOMPARE(file.value(QStringLiteral("trace")).toObject().value(QStringLiteral("passed")).toInt(), 4);
    }

    // A maze that runs out of time ends its JVM; the next maze on that
    // thread gets a fresh one and its own verdict, as each seed alone does.
    void aMazeAfterATimeOutRunsAfresh()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("studentcode.java"),
            "public class studentcode extends mazedfs {\n"
            "    public studentcode(int bh, int mh, int mw) { super(bh, mh, mw); }\n"
            "    public void digout(int y, int x) {\n"
            "        if (y == mheight - 2 && x == mwidth - 2 && Math.random() < 0.5)\n"
            "            while (y > -1) {}\n"
            "        M[y][x] = 1;\n"
            "        for (int d = 0; d < 4; d++) {\n"
            "            int dy = d == 0 ? 1 : d == 2 ? -1 : 0, dx = d == 1 ? 1 : d == 3 ? -1 : 0;\n"
            "            int ny = y + 2 * dy, nx = x + 2 * dx;\n"
            "            if (ny > 0 && ny < mheight - 1 && nx > 0 && nx < mwidth - 1 && M[ny][nx] == 0) {\n"
            "                M[y + dy][x + dx] = 1;\n"
            "                digout(ny, nx);\n"
            "            }\n"
            "        }\n"
            "    }\n"
            "}\n");
        constexpr int Seeds = 6;
        int alone = 0;
        for (int seed = 1; seed <= Seeds; ++seed) {
            const Result one
                = runCli(QStringList {QStringLiteral("generate")} + spec(path, QStringLiteral("11x11"), seed)
                    + QStringList {QStringLiteral("--option"), QStringLiteral("time-limit=1")});
            QVERIFY2(one.status == 0 || one.err.contains(QStringLiteral("ran for more than 1 s")), qPrintable(one.err));
            alone += one.status == 0;
        }
        QVERIFY2(alone > 0 && alone < Seeds, "the seeds should both loop and dig");
        const Result result = runCli(
            {QStringLiteral("lab"), QStringLiteral("check"), path, QStringLiteral("--runs"), QString::number(Seeds),
                QStringLiteral("--time-limit"), QStringLiteral("1"), QStringLiteral("--size"), QStringLiteral("11x11"),
                QStringLiteral("--format"), QStringLiteral("json")},
            marked());
        QCOMPARE(result.status, 1);
        const QJsonObject digout = QJsonDocument::fromJson(result.out)
                                       .object()
                                       .value(QStringLiteral("files"))
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value(QStringLiteral("digout_perfect"))
                                       .toObject();
        QCOMPARE(digout.value(QStringLiteral("passed")).toInt(), alone);
        QTRY_COMPARE_WITH_TIMEOUT(leftByThisTest(), 0, 10000);
    }

    // A helper class beside studentcode.java compiles with it, public in
    // a file of its name or package-private in a file of any name, as javac
    // takes them.
    void filesBesideCompileWithIt()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("studentcode.java"),
            "public class studentcode extends mazedfs {\n"
            "    public studentcode(int bh, int mh, int mw) { super(bh, mh, mw); }\n"
            "    public void digout(int y, int x) { Digger.dig(this, y, x); Marks.mark(M, y, x); }\n"
            "}\n");
        write(dir, QStringLiteral("helpers.java"),
            "class Digger {\n"
            "    static void dig(mazedfs maze, int y, int x) { maze.M[y][x] = 1; maze.drawblock(y, x); }\n"
            "}\n");
        write(dir, QStringLiteral("Marks.java"),
            "public class Marks {\n    public static void mark(byte[][] M, int y, int x) { M[y][x - 2] = 1; }\n}\n");
        const Result result = runCli(QStringList {QStringLiteral("generate")} + spec(path, QStringLiteral("5x7"), 1));
        QVERIFY2(result.status == 0, qPrintable(result.err));
        // digout(3, 5) dug by Digger, (3, 3) by Marks, then the exit beside (3, 5).
        QVERIFY2(grid(result.out).contains("###.#..\n"), result.out.constData());
    }

    // A JDK too new for the runner's sandbox (Java 24 has no security
    // manager) is passed over for one that has it.
    void aJavaTooNewIsPassedOver()
    {
        QTemporaryDir home;
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral("bin")));
        write(home, QStringLiteral("release"), "JAVA_VERSION=\"25.0.1\"\n");
        const QString started = home.filePath(QStringLiteral("started"));
        const QString java
            = write(home, QStringLiteral("bin/java"), "#!/bin/sh\ntouch " + started.toUtf8() + "\nexit 1\n");
        QFile::setPermissions(java, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("JAVA_HOME"), home.path());
        const Result result = runCli(QStringList {QStringLiteral("generate")}
                + spec(recipe(QStringLiteral("easier/studentcode.java")), QStringLiteral("21x21"), 1),
            environment);
        QVERIFY(!QFile::exists(started));
        QCOMPARE(result.status, 0);
        // With nothing else, the lab says what it needs.
        environment.insert(QStringLiteral("PATH"), QStringLiteral("/nonexistent"));
        const Result alone = runCli(QStringList {QStringLiteral("generate")}
                + spec(recipe(QStringLiteral("easier/studentcode.java")), QStringLiteral("21x21"), 1),
            environment);
        QCOMPARE(alone.status, 1);
        QVERIFY2(alone.err.contains(QStringLiteral("found only Java 25 at ") + home.path()), qPrintable(alone.err));
        QVERIFY(!QFile::exists(started));
    }
};

QTEST_GUILESS_MAIN(TestCliLabJava)
#include "tst_cli_labjava.moc"
