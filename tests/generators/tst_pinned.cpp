#include "catalogids.h"
#include "generatorcatalog.h"
#include "mazechecks.h"
#include "specof.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <set>
#include <string>

using namespace mazestudy;

Q_DECLARE_METATYPE(mazestudy::MazeSpec)

// The mazes of today's generators, pinned in each generator's folder
// (pinned.txt: the fingerprint of the grid and the number of moves that made
// it, on sizes that reach every branch of the engine). A faster form must
// keep them; one that cannot is a new version (docs/generators.md,
// "Versions"). A generator brings its pins along; this test finds them all.
class TestPinned : public QObject {
    Q_OBJECT

    struct Pin {
        QString where; // file:line, for the message
        MazeSpec spec;
        quint64 fingerprint = 0;
        quint64 moves = 0;
    };

    static QList<Pin> readPins()
    {
        QList<Pin> pins;
        QDirIterator files(QStringLiteral(MAZESTUDY_GENERATORS_DIR), {QStringLiteral("pinned.txt")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
                qFatal("cannot read %s", qPrintable(file.fileName()));
            int number = 0;
            while (!file.atEnd()) {
                const QString line = QString::fromUtf8(file.readLine()).trimmed();
                ++number;
                if (line.isEmpty() || line.startsWith(u'#'))
                    continue;
                const QStringList fields = line.split(u' ', Qt::SkipEmptyParts);
                const QString where = QStringLiteral("%1:%2").arg(file.fileName()).arg(number);
                static const QRegularExpression size(QStringLiteral("^(\\d+)x(\\d+)$"));
                const QRegularExpressionMatch rowsAndCols = size.match(fields.value(1));
                bool seed = false;
                bool fingerprint = false;
                bool moves = false;
                Pin pin {where,
                    specOf(fields.value(0).toStdString(), rowsAndCols.captured(1).toInt(),
                        rowsAndCols.captured(2).toInt(), fields.value(2).toULongLong(&seed)),
                    fields.value(3).toULongLong(&fingerprint), fields.value(4).toULongLong(&moves)};
                if (!rowsAndCols.hasMatch() || !seed || !fingerprint || !moves)
                    qFatal("%s: not \"generator ROWSxCOLS seed fingerprint moves [key=value ...]\"", qPrintable(where));
                for (const QString &option : fields.mid(5))
                    pin.spec.options[option.section(u'=', 0, 0).toStdString()] = option.section(u'=', 1).toStdString();
                pins.append(pin);
            }
        }
        return pins;
    }

    static QString label(const Pin &pin)
    {
        QString text = QStringLiteral("%1 %2x%3 %4")
                           .arg(QString::fromStdString(pin.spec.generator))
                           .arg(pin.spec.rows)
                           .arg(pin.spec.cols)
                           .arg(pin.spec.seed);
        for (const auto &[key, value] : pin.spec.options)
            text += QStringLiteral(" %1=%2").arg(QString::fromStdString(key), QString::fromStdString(value));
        return text;
    }

private slots:
    void pinned_data()
    {
        QTest::addColumn<QString>("where");
        QTest::addColumn<MazeSpec>("spec");
        QTest::addColumn<quint64>("fingerprint");
        QTest::addColumn<quint64>("moves");
        for (const Pin &pin : readPins())
            QTest::newRow(qPrintable(label(pin))) << pin.where << pin.spec << pin.fingerprint << pin.moves;
    }

    void pinned()
    {
        QFETCH(QString, where);
        QFETCH(MazeSpec, spec);
        QFETCH(quint64, fingerprint);
        QFETCH(quint64, moves);
        auto machine = makeGenerator(spec);
        machine->run();
        QVERIFY2(mazechecks::fingerprint(machine->grid()) == fingerprint && machine->moves() == moves,
            qPrintable(QStringLiteral("%1: fingerprint %2 after %3 moves")
                           .arg(where)
                           .arg(mazechecks::fingerprint(machine->grid()))
                           .arg(machine->moves())));
    }

    // A generator without a pin could change its mazes unnoticed: every one
    // the engine builds has at least one.
    void everyGeneratorIsPinned()
    {
        std::set<std::string> pinned;
        for (const Pin &pin : readPins())
            pinned.insert(pin.spec.generator);
        for (const std::string &generator : catalogids::all())
            QVERIFY2(pinned.count(generator), generator.c_str());
    }
};

QTEST_APPLESS_MAIN(TestPinned)
#include "tst_pinned.moc"
