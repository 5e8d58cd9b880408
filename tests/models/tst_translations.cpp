// The German translation: complete, placeholders kept, built into the
// module, and what the window shows once it is installed.

#include "callstackmodel.h"
#include "catalogids.h"
#include "chartsmodel.h"
#include "comparison.h"
#include "itemchecks.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "narrationtext.h"
#include "studycontroller.h"

#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

namespace {
struct Message {
    QString context;
    QString source;
    QStringList translations; // one, or one a plural form
    QString type;
};

QList<Message> readTs(const QString &path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            message = {context, {}, {}, {}};
        } else if (xml.name() == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            // A plural message holds its forms as <numerusform> children.
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    message.translations << xml.readElementText();
                else if (xml.isEndElement() && xml.name() == QLatin1String("translation"))
                    break;
            }
            if (message.translations.isEmpty())
                message.translations << text;
            messages << message;
        }
    }
    return messages;
}

// Whether a visible item of the tree shows exactly `text`.
bool findText(QQuickItem *item, const QString &text)
{
    if (item->isVisible() && item->property("text").toString() == text)
        return true;
    const auto children = item->childItems();
    return std::any_of(children.begin(), children.end(), [&text](QQuickItem *child) { return findText(child, text); });
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?\\d"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured().remove(QLatin1Char('L'));
    found.sort();
    return found;
}
} // namespace

using itemchecks::findItem;

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void everyMessageIsTranslated();
    void builtTranslationLoads();
    void windowShowsGerman();
    void windowSwitchesLanguageWhileRunning();
    void chartsFollowTheLanguage();
    void stackRowsSpeakGerman();
    void countedNarrationSpeaksGerman();
    void cleanup();

private:
    QTranslator m_translator;
};

void TestTranslations::everyMessageIsTranslated()
{
    const QList<Message> messages = readTs(QStringLiteral(MAZESTUDY_TS_FILE));
    QVERIFY2(messages.size() > 100, qPrintable(QString::number(messages.size())));
    int current = 0;
    for (const Message &message : messages) {
        if (message.type == QLatin1String("vanished") || message.type == QLatin1String("obsolete"))
            continue;
        ++current;
        const QString where = message.context + QLatin1String(": ") + message.source;
        QVERIFY2(message.type.isEmpty(), qPrintable(where + QLatin1String(" is ") + message.type));
        for (const QString &translation : message.translations) {
            QVERIFY2(!translation.trimmed().isEmpty(), qPrintable(where));
            QVERIFY2(placeholders(message.source) == placeholders(translation), qPrintable(where));
        }
    }
    QVERIFY(current > 100);
}

void TestTranslations::builtTranslationLoads()
{
    QVERIFY(m_translator.load(QStringLiteral(":/i18n/mazestudy_de.qm")));
    QCOMPARE(m_translator.language(), QStringLiteral("de_DE"));
    QCOMPARE(m_translator.translate("GenerateControls", "Run"), QStringLiteral("Starten"));
    QCOMPARE(m_translator.translate("MainToolBar", "Run all"), QStringLiteral("Alle starten"));
    QCOMPARE(m_translator.translate("CatalogText", "Cellular automaton"), QStringLiteral("Zellulärer Automat"));
    QCOMPARE(m_translator.translate("Comparison", "Instant"), QStringLiteral("Sofort"));
    // Qt 6.4's own file dialog, whose name field Debian's Qt translations leave in English.
    QCOMPARE(m_translator.translate("FileDialog", "File name"), QStringLiteral("Dateiname"));
}

void TestTranslations::windowShowsGerman()
{
    QVERIFY(m_translator.load(QStringLiteral(":/i18n/mazestudy_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&m_translator));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    Comparison comparison;
    LanguageSwitcher languages;
    QQmlApplicationEngine engine;
    QQuickWindow *window = loadMainWindow(engine, &comparison, &languages);
    QVERIFY(window);
    QCOMPARE(window->title(), QStringLiteral("MazeStudy"));
    QObject *runAll = window->findChild<QObject *>(QStringLiteral("runAll"));
    QVERIFY(runAll);
    QCOMPARE(runAll->property("text").toString(), QStringLiteral("Alle starten"));
    QQuickItem *status = findItem(window->contentItem(), QStringLiteral("statusLine"));
    QVERIFY(status);
    QVERIFY2(status->property("text").toString().startsWith(QLatin1String("Bereit")),
        qPrintable(status->property("text").toString()));
    QCOMPARE(comparison.speedLabel(2000), QStringLiteral("2.000 Schritte/s"));
    QVERIFY(comparison.sideProblem(QStringLiteral("40"), true).startsWith(QLatin1String("Zeilen")));
}

void TestTranslations::stackRowsSpeakGerman()
{
    using namespace mazestudy;
    FrameDescription frame;
    frame.order = {Direction::South, Direction::East, Direction::North, Direction::West};
    // Untranslated, the panel's order is the engine's (the CLI's) English.
    QCOMPARE(CallStackModel::orderText(CallStyle::DigoutRotating, frame),
        QString::fromStdString(orderText(CallStyle::DigoutRotating, frame)));
    QVERIFY(m_translator.load(QStringLiteral(":/i18n/mazestudy_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&m_translator));
    QCOMPARE(CallStackModel::orderText(CallStyle::DigoutRotating, frame),
        QStringLiteral("zuerst Süden, dann rotieren: S O N W"));
    QCOMPARE(CallStackModel::orderText(CallStyle::DigoutPermutation, frame), QStringLiteral("Permutation: S O N W"));
    frame.order.clear();
    QCOMPARE(CallStackModel::orderText(CallStyle::Visit, frame), QStringLiteral("gemischt, unbesucht: keine"));
}

// Templates with a count are plural messages: German whatever the count, not
// only for one (the English fallback used to show for every other count).
void TestTranslations::countedNarrationSpeaksGerman()
{
    mazestudy::Narration narration;
    narration.kind = catalogids::narrationKind("sweep-end");
    narration.args = {{mazestudy::NarrationArg::Type::Plain, "3", {}}};
    narration.count = 5;
    QCOMPARE(NarrationText::translate(narration),
        QStringLiteral("sweep 3 ends with 5 walls added; the next checks the units around them"));
    QVERIFY(m_translator.load(QStringLiteral(":/i18n/mazestudy_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&m_translator));
    for (const int count : {1, 5}) {
        narration.count = count;
        const QString german = NarrationText::translate(narration);
        QVERIFY2(german.startsWith(QStringLiteral("Durchlauf 3")), qPrintable(german));
        QVERIFY2(
            german.contains(QString::number(count)) && !german.contains(QStringLiteral("wall")), qPrintable(german));
    }
}

// The window switches language while it runs, without a restart: the
// toolbar's and the panes' texts, the generator names the catalogue gives,
// numbers, and the language box itself; and back.
void TestTranslations::windowSwitchesLanguageWhileRunning()
{
    LanguageSwitcher languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    Comparison comparison;
    comparison.setGenerators({QStringLiteral("automaton")});
    QQmlApplicationEngine engine;
    QQuickWindow *window = loadMainWindow(engine, &comparison, &languages);
    QVERIFY(window);
    QObject *runAll = window->findChild<QObject *>(QStringLiteral("runAll"));
    // The settings' language box shows the current choice.
    QObject *languageBox = window->findChild<QObject *>(QStringLiteral("languageBox"));
    QQuickItem *status = findItem(window->contentItem(), QStringLiteral("statusLine"));
    QVERIFY(runAll && languageBox && status);
    const auto shows = [window](const QString &text) { return findText(window->contentItem(), text); };
    QCOMPARE(runAll->property("text").toString(), QStringLiteral("Run all"));
    QVERIFY(shows(QStringLiteral("Cellular automaton")));
    QCOMPARE(languageBox->property("currentText").toString(), QStringLiteral("English"));
    // A status worded in C++ before the switch is worded again after it.
    StudyController study;
    qputenv("MAZESTUDY_MEMORY_BUDGET", "1M");
    QVERIFY(!study.start(&comparison));
    qunsetenv("MAZESTUDY_MEMORY_BUDGET");
    QVERIFY2(study.statusText().startsWith(QLatin1String("This study would need")), qPrintable(study.statusText()));

    QVERIFY(languages.choose(QStringLiteral("de")));
    QVERIFY2(study.statusText().startsWith(QLatin1String("Diese Studie")), qPrintable(study.statusText()));
    QVERIFY(shows(comparison.speedLabel(comparison.speed())));
    QVERIFY(comparison.speedLabel(comparison.speed()).contains(QStringLiteral("Schritte/s")));
    QCOMPARE(languages.shown(), QStringLiteral("de"));
    QCOMPARE(runAll->property("text").toString(), QStringLiteral("Alle starten"));
    QVERIFY(shows(QStringLiteral("Zellulärer Automat")));
    QVERIFY2(status->property("text").toString().startsWith(QLatin1String("Bereit")),
        qPrintable(status->property("text").toString()));
    QCOMPARE(comparison.speedLabel(2000), QStringLiteral("2.000 Schritte/s"));
    QCOMPARE(languageBox->property("currentText").toString(), QStringLiteral("Deutsch"));

    QVERIFY(languages.choose(QStringLiteral("en")));
    QCOMPARE(runAll->property("text").toString(), QStringLiteral("Run all"));
    QVERIFY(shows(QStringLiteral("Cellular automaton")));
    QVERIFY(!languages.choose(QStringLiteral("xx")));
    QCOMPARE(languages.language(), QStringLiteral("en"));
}

// A study's charts, built in English, are worded in German after the switch,
// titles, axes, categories and caption; so are the panes' charts.
void TestTranslations::chartsFollowTheLanguage()
{
    Comparison comparison;
    comparison.runAll();
    ChartsModel model;
    model.setComparison(&comparison);
    QSignalSpy finished(model.study(), &StudyController::finished);
    QVERIFY(model.study()->start(&comparison));
    QVERIFY(finished.wait(120000));
    QVERIFY(QTest::qWaitFor([&] { return !model.mazes().isEmpty(); }, 60000));
    QCOMPARE(model.studyOutcome()->charts.deadEnds.title, QStringLiteral("Dead ends"));

    QVERIFY(m_translator.load(QStringLiteral(":/i18n/mazestudy_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&m_translator));
    const mazestudy::charts::ChartSet &study = model.studyOutcome()->charts;
    QCOMPARE(study.deadEnds.title, QStringLiteral("Sackgassen"));
    QCOMPARE(study.corridorLengths.title, QStringLiteral("Ganglängen; die Mittel sind die aller Gänge"));
    QVERIFY2(study.context.contains(QStringLiteral("Labyrinthe je Generator")), qPrintable(study.context));
    QVERIFY2(study.edgeBias.measures.front().label != QStringLiteral("horizontal share"),
        qPrintable(study.edgeBias.measures.front().label));
    QVERIFY(QTest::qWaitFor([&] { return model.mazes().deadEnds.title == QStringLiteral("Sackgassen"); }, 10000));
}

void TestTranslations::cleanup()
{
    QCoreApplication::removeTranslator(&m_translator);
    QLocale::setDefault(QLocale::c());
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
