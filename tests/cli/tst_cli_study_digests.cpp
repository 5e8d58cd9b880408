// Published studies stay reproducible: the SHA-256 of what `mazestudy-cli
// study` writes (JSON aggregates, CSV rows, heat maps) for a few specs,
// pinned on the outputs of the day before studies could be sharded (#19). A failure
// here means a generator, a metric or a report changed its output: find out
// which and why; never re-pin to make it pass. Outputs that only gain fields
// are re-pinned once scripts/compare-outputs.py has shown every old field
// unchanged: the JSON and CSV digests were, for the solution's metrics (#30),
// and the JSON's again for the generators' comparisons, whose Student t from
// Boost.Math moved the ci95 ends by 1.7e-7 of their half width at most.

#include "clirunner.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using clirunner::Result;
using clirunner::runCli;

namespace {

QByteArray sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "(cannot read " + path.toUtf8() + ")";
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

// file name in the output folder -> its pinned SHA-256
using Digests = QList<QPair<QString, QByteArray>>;

} // namespace

class TestCliStudyDigests : public QObject {
    Q_OBJECT
private slots:
    void outputsKeepTheirDigests_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<Digests>("digests");
        const QStringList twoDfs {"--generators", "backtracker,rotating-dfs", "--size", "21x31", "--runs", "200",
            "--seed", "7", "--json", "study.json", "--csv", "study.csv"};
        const Digests twoDfsDigests {
            {"study.json", "e3f1116e2f146c6b1c51d6aebbf79e168baf2f2a86d0fab96318ef209e264fd0"},
            {"study.csv", "d0173e064f5a609f1a50086e8e13fb7ccae77fee8eb3650136c211e787e091f9"},
        };
        // Results never depend on the number of threads.
        QTest::newRow("backtracker,rotating-dfs 21x31 x200 seed 7, 1 thread")
            << (twoDfs + QStringList {"--threads", "1"}) << twoDfsDigests;
        QTest::newRow("backtracker,rotating-dfs 21x31 x200 seed 7, 2 threads")
            << (twoDfs + QStringList {"--threads", "2"}) << twoDfsDigests;
        QTest::newRow("automaton update=previous-sweep 21x31 x100 seed 12345")
            << QStringList {"--generators", "automaton", "--size", "21x31", "--runs", "100", "--seed", "12345",
                   "--option", "update=previous-sweep", "--json", "study.json", "--csv", "study.csv", "--heatmap-dir",
                   "heat"}
            << Digests {
                   {"study.json", "a52f8f0d11b267b7eb6fbb341b6718c38b8ba182b37b68232238f2bbee7bfbaa"},
                   {"study.csv", "dc5e24e1cd632c3cfaf76f4e97d3ead88b6bf9bf7deac02377f2931eac7e3080"},
                   {"heat/automaton.csv", "afdaedd45c88c07c9e697c31c7e928f5609d9839afb5807d2aa185ab1f3e244c"},
                   {"heat/automaton.png", "383ef4d9a2410c4a23e16732d23043e730ac09775ed13328e601d41a398b9d8c"},
               };
        // Growing tree's version 1 (list=counted), which made these mazes before
        // version 2 became the default: every maze, row and heat map the same;
        // the summary names the option now.
        QTest::newRow("permutation-dfs,automaton,growing-tree 25x25 x50 top seed, long CSV")
            << QStringList {"--generators", "permutation-dfs,automaton,growing-tree", "--size", "25x25", "--runs", "50",
                   "--seed", "18446744073709551615", "--csv-layout", "long", "--json", "study.json", "--csv",
                   "study.csv", "--heatmap-dir", "heat", "--option", "list=counted"}
            << Digests {
                   {"study.json", "018363c149923f6ecd197eb0b6ea011b775cfed730c7abdb7245188097d4db43"},
                   {"study.csv", "d8fa0aa2f0f94776fa4dc572ea27466eaa55f128552135be788671e74052f7ad"},
                   {"heat/automaton.csv", "648c7dcc23bb30d5f1ad8cd5035156b7283da1e237844eec82188d22e71a562f"},
                   {"heat/automaton.png", "e33d3df70051d1ab63d1216086af54d4f460d7d10f59aabef8d0deb201bcaa63"},
                   {"heat/growing-tree.csv", "bf4bcaf04f0695d8062adbe7131e89569d58cbcbdeaa180637d5d67e584ee50a"},
                   {"heat/growing-tree.png", "ddef09678c72001230b76605218760463f7f06bc90f96f93f9d6083b63874947"},
                   {"heat/permutation-dfs.csv", "a4a0637838ba2ab6c4ed046c20b23abd03538b7817452514bbfdd0427cde3ed3"},
                   {"heat/permutation-dfs.png", "c38e2f0c3c6fad0e5ee897db70849fc69bf171ff3ea289bc4e39da4d6f39b251"},
               };
    }

    void outputsKeepTheirDigests()
    {
        QFETCH(QStringList, arguments);
        QFETCH(Digests, digests);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (QString &argument : arguments) {
            if (argument.startsWith(QLatin1String("study.")) || argument == QLatin1String("heat"))
                argument = dir.filePath(argument);
        }
        const Result result = runCli(QStringList {"study"} + arguments);
        QVERIFY2(result.status == 0, qPrintable(result.err));
        for (const auto &[name, digest] : digests)
            QVERIFY2(sha256Of(dir.filePath(name)) == digest, qPrintable(name + " changed"));
    }
};

QTEST_GUILESS_MAIN(TestCliStudyDigests)
#include "tst_cli_study_digests.moc"
