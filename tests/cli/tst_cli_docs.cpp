// What mazestudy-cli says about itself and what its documents say agree: the
// options of every verb's --help, its section of docs/cli.md, the man page
// and the bash completion; and --version is the project's version.

#include "clirunner.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using clirunner::Result;
using clirunner::runCli;

namespace {

const QStringList verbs {
    "generators", "generate", "convert", "metrics", "study", "merge", "lab", "replay", "animate", "solvers", "solve"};

QString readSource(const char *path)
{
    QFile file(QStringLiteral(MAZESTUDY_SOURCE_DIR "/") + QLatin1String(path));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QSet<QString> optionsIn(const QString &text)
{
    QSet<QString> options;
    static const QRegularExpression option(QStringLiteral("--[a-z][a-z-]*[a-z]"));
    for (const QRegularExpressionMatch &match : option.globalMatch(text))
        options.insert(match.captured());
    return options;
}

QSet<QString> helpOptions(const QString &verb)
{
    const Result help = runCli({verb, "--help"});
    return help.status == 0 ? optionsIn(QString::fromUtf8(help.out)) : QSet<QString> {QStringLiteral("(no help)")};
}

// docs/cli.md's "## VERB" section, up to the next "## ".
QString docsSection(const QString &verb)
{
    const QString docs = readSource("docs/cli.md");
    const qsizetype start = docs.indexOf(QStringLiteral("\n## ") + verb + QLatin1Char('\n'));
    if (start < 0)
        return {};
    const qsizetype end = docs.indexOf(QStringLiteral("\n## "), start + 1);
    return docs.mid(start, end < 0 ? -1 : end - start);
}

QString sorted(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return list.join(QLatin1Char(' '));
}

} // namespace

class TestCliDocs : public QObject {
    Q_OBJECT
private slots:
    void docsNameEveryOptionOfEachVerb_data()
    {
        QTest::addColumn<QString>("verb");
        for (const QString &verb : verbs)
            QTest::newRow(qPrintable(verb)) << verb;
    }

    void docsNameEveryOptionOfEachVerb()
    {
        QFETCH(QString, verb);
        const QString section = docsSection(verb);
        QVERIFY2(!section.isEmpty(), "docs/cli.md has no section for the verb");
        QCOMPARE(sorted(optionsIn(section)), sorted(helpOptions(verb)));
    }

    void manPageNamesEveryOption()
    {
        QSet<QString> help;
        for (const QString &verb : verbs)
            help.unite(helpOptions(verb));
        help.insert(QStringLiteral("--help"));
        help.insert(QStringLiteral("--version"));
        const QString man
            = readSource("app/cli/man/mazestudy-cli.1.in").replace(QStringLiteral("\\-"), QStringLiteral("-"));
        QCOMPARE(sorted(optionsIn(man)), sorted(help));
    }

    // The completion asks the program, so it offers exactly --help's options.
    void completionOffersEachVerbsOptions_data() { docsNameEveryOptionOfEachVerb_data(); }

    void completionOffersEachVerbsOptions()
    {
        QFETCH(QString, verb);
        QProcess bash;
        const QString program = QStringLiteral(MAZESTUDY_CLI);
        bash.start(QStringLiteral("bash"),
            {"-c",
                "source \"$1\"; COMP_WORDS=(\"$2\" \"$3\" --); COMP_CWORD=2; _mazestudy_cli; printf '%s\\n' "
                "\"${COMPREPLY[@]}\"",
                "bash", QStringLiteral(MAZESTUDY_SOURCE_DIR "/app/cli/shell/mazestudy-cli.bash"), program, verb});
        QVERIFY(bash.waitForFinished(30000));
        QCOMPARE(bash.exitCode(), 0);
        QCOMPARE(sorted(optionsIn(QString::fromUtf8(bash.readAllStandardOutput()))), sorted(helpOptions(verb)));
    }

    void versionIsTheProjects()
    {
        const Result version = runCli({"--version"});
        QCOMPARE(version.status, 0);
        QCOMPARE(version.out, QByteArray("mazestudy-cli " MAZESTUDY_VERSION "\n"));
    }
};

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_cli_docs.moc"
