// Runs the tst_*.qml files next to this one (QUICK_TEST_SOURCE_DIR) with the
// MazeStudy module linked in, its settings kept away from the user's, and
// the lab's generator registered as the window does, its runs walking the
// script's solve() and trace() and saying each move's line.

#include "labcatalog.h"

#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);
        registerLabGenerator();
        setLabWalks(true);
    }
    void qmlEngineAvailable(QQmlEngine *engine) { engine->addImportPath(QStringLiteral("qrc:/qt/qml")); }
};

QUICK_TEST_MAIN_WITH_SETUP(mazestudy_qml, Setup)

#include "tst_qml.moc"
