// Published studies stay reproducible: the SHA-256 of what `mazestudy-cli
// study` writes (JSON aggregates, CSV rows, heat maps) for a few specs,
// pinned on the outputs of the day before studies could be sharded (#19). A failure
// here means a generator, a metric or a report changed its output: find out
// which and why; never re-pin to make it pass.

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
            {"study.json", "33f66d0ad8b340b1544d5e4722bc0a235bbce90626c813a2bd4ad06eb2caff0d"},
            {"study.csv", "15b18ffaadcfa750cdd4966ae80f9c68a27d0e9bbc5d6a92afdd19f3de813710"},
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
                   {"study.json", "2998c50ac8254169b4d1dde64d891ba590b3c9825503a27514dbf929e2fe3838"},
                   {"study.csv", "fc8519a463ddb3a9fb0ee3d6dc38aea662ef8dde3a723c7ae5a04a04b3e7d5e0"},
                   {"heat/automaton.csv", "afdaedd45c88c07c9e697c31c7e928f5609d9839afb5807d2aa185ab1f3e244c"},
                   {"heat/automaton.png", "383ef4d9a2410c4a23e16732d23043e730ac09775ed13328e601d41a398b9d8c"},
               };
        QTest::newRow("permutation-dfs,automaton,growing-tree 25x25 x50 top seed, long CSV")
            << QStringList {"--generators", "permutation-dfs,automaton,growing-tree", "--size", "25x25", "--runs", "50",
                   "--seed", "18446744073709551615", "--csv-layout", "long", "--json", "study.json", "--csv",
                   "study.csv", "--heatmap-dir", "heat"}
            << Digests {
                   {"study.json", "682093e864f8209296e2736495a51c1099958c654a44de6b53c57e3238ff1b84"},
                   {"study.csv", "78f3dff5d842faa6b62055f2fcb9bf3c0abb91981036e08ced31c1b4ccbac962"},
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
