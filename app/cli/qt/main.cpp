// mazestudy-cli-qt: every verb of mazestudy-cli, those that need Qt among
// them (studies' heat maps and charts, merge, the lab's JavaScript).
// mazestudy-cli hands it the command lines it cannot run itself.
#include "commandline.h"
#include "labcatalog.h"

#include <QApplication>
#include <QLocale>

#include <cstdio>
#include <cstring>

using namespace mazestudy::cli;

namespace {

// Qt's own remarks are not the CLI's business: the one about a missing
// XDG_RUNTIME_DIR appears on every headless run. Warnings and errors pass.
void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg || message.startsWith(QLatin1String("QStandardPaths:")))
        return;
    std::fprintf(stderr, "mazestudy-cli: %s\n", qPrintable(message));
}

// The lab runs scripts in Qt's JavaScript engine, which needs an application
// object; --charts-dir draws with Qt Charts, which needs widgets: offscreen,
// so pictures neither need a display nor depend on one's resolution.
std::shared_ptr<void> makeApplication(int &argc, char **argv)
{
    qInstallMessageHandler(quietMessages);
    for (int i = 2; i < argc; ++i) {
        if (std::strncmp(argv[i], "--charts-dir", 12) == 0) {
            if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            // The charts write numbers in the locale's way: the CLI's words are
            // English, and so are its numbers, whatever the system's language.
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
            return std::make_shared<QApplication>(argc, argv);
        }
    }
    return std::make_shared<QCoreApplication>(argc, argv);
}

VerbRunner runnerOf(const std::string &verb)
{
    if (verb == "study")
        return runStudy;
    if (verb == "merge")
        return runMerge;
    if (verb == "lab")
        return runLab;
    return engineVerbRunner(verb);
}

} // namespace

int main(int argc, char **argv)
{
    registerLabGenerator();
    return runCommandLine(argc, argv, Program {runnerOf, makeApplication, nullptr});
}
