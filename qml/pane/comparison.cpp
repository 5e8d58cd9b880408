#include "comparison.h"

#include "cappedtext.h"
#include "catalogtext.h"
#include "generatorcatalog.h"
#include "generatorlistmodel.h"
#include "languagechangewatcher.h"
#include "maskchoice.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "rememberedview.h"
#include "solverlistmodel.h"

#include <QGuiApplication>
#include <QRandomGenerator>
#include <QScreen>
#include <QSettings>

#include <algorithm>
#include <memory>

namespace {
struct Preset {
    int rows;
    int cols;
};
constexpr Preset Presets[]
    = {{21, 21}, {41, 51}, {51, 51}, {101, 101}, {201, 201}, {501, 501}, {1001, 1001}, {2001, 2001}};

// Moves a second; MaximumSpeed (0) and InstantSpeed (-1) last.
const QList<int> Speeds = {
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000, 0, -1};

std::unique_ptr<QSettings> openSettings(const QString &file)
{
    if (file.isEmpty())
        return std::make_unique<QSettings>();
    return std::make_unique<QSettings>(file, QSettings::IniFormat);
}
} // namespace

Comparison::Comparison(QObject *parent)
    : QObject(parent)
    , m_panes(new PaneListModel(this))
    , m_generators(new GeneratorListModel(this))
    , m_solvers(new SolverListModel(this))
    , m_mask(new MaskChoice(this))
{
    m_mask->setMazeSize(m_rows, m_cols);
    connect(m_mask, &MaskChoice::changed, this, &Comparison::configureAll);
    for (const std::string &id : mazestudy::seedGeneratorIds())
        addPane(QString::fromStdString(id));
    // speedLabel() words the speed in the window's language.
    new LanguageChangeWatcher([this] { emit speedChanged(); }, this);
}

Comparison::~Comparison() = default;

QStringList Comparison::sizePresets() const
{
    QStringList names;
    for (const Preset &preset : Presets)
        names << tr("%1 × %2").arg(preset.rows).arg(preset.cols);
    return names;
}

int Comparison::sizePresetIndex() const
{
    for (size_t i = 0; i < std::size(Presets); ++i) {
        if (Presets[i].rows == m_rows && Presets[i].cols == m_cols)
            return int(i);
    }
    return -1;
}

int Comparison::minSide() const
{
    return mazestudy::MinSide;
}

int Comparison::maxSide() const
{
    return CatalogText::WindowMaxSide;
}

QStringList Comparison::oddOnlyNamesInUse() const
{
    QStringList names;
    for (const PaneModel *pane : m_panes->panes()) {
        const auto *info = mazestudy::findGenerator(pane->spec().generator);
        if (info && info->oddSizesOnly && !names.contains(pane->generatorName()))
            names << pane->generatorName();
    }
    return names;
}

QString Comparison::sideProblem(const QString &text, bool isRows) const
{
    return CatalogText::sideProblem(text, isRows, oddOnlyNamesInUse());
}

bool Comparison::setSizeText(const QString &rows, const QString &cols)
{
    if (!sideProblem(rows, true).isEmpty() || !sideProblem(cols, false).isEmpty())
        return false;
    return setSize(rows.trimmed().toInt(), cols.trimmed().toInt());
}

bool Comparison::setSize(int rows, int cols)
{
    if (!sideProblem(QString::number(rows), true).isEmpty() || !sideProblem(QString::number(cols), false).isEmpty())
        return false;
    if (rows != m_rows || cols != m_cols) {
        m_rows = rows;
        m_cols = cols;
        m_mask->setMazeSize(rows, cols);
        configureAll();
        emit sizeChanged();
    }
    runAll();
    return true;
}

void Comparison::applySizePreset(int index)
{
    if (index >= 0 && size_t(index) < std::size(Presets))
        setSize(Presets[index].rows, Presets[index].cols);
}

void Comparison::setSeed(qint64 seed)
{
    if (seed < 0 || seed > CatalogText::MaxSeed)
        return;
    if (seed != m_seed) {
        m_seed = seed;
        configureAll();
        emit seedChanged();
    }
    runAll();
}

QString Comparison::seedProblem(const QString &text) const
{
    return CatalogText::seedProblem(text);
}

bool Comparison::setSeedText(const QString &text)
{
    if (!seedProblem(text).isEmpty())
        return false;
    setSeed(text.trimmed().toLongLong());
    return true;
}

qint64 Comparison::paneSeed(int index) const
{
    return m_sameSeed ? m_seed : (m_seed + index) % (CatalogText::MaxSeed + 1);
}

void Comparison::setSameSeed(bool same)
{
    if (same == m_sameSeed)
        return;
    m_sameSeed = same;
    configureAll();
    emit sameSeedChanged();
}

void Comparison::newSeed()
{
    setSeed(qint64(QRandomGenerator::global()->bounded(quint64(CatalogText::MaxSeed) + 1)));
}

void Comparison::regenerate()
{
    newSeed();
    runAll();
}

void Comparison::setSpeed(int movesPerSecond)
{
    if (movesPerSecond == m_speed || !Speeds.contains(movesPerSecond))
        return;
    m_speed = movesPerSecond;
    for (PaneModel *pane : m_panes->panes())
        pane->setSpeed(m_speed);
    emit speedChanged();
}

QList<int> Comparison::speeds() const
{
    return Speeds;
}

int Comparison::speedIndex() const
{
    return int(Speeds.indexOf(m_speed));
}

void Comparison::setSpeedIndex(int index)
{
    if (index >= 0 && index < Speeds.size())
        setSpeed(Speeds[index]);
}

QString Comparison::speedLabel(int movesPerSecond) const
{
    if (movesPerSecond == 0)
        return tr("As fast as possible");
    if (movesPerSecond < 0)
        return tr("Instant");
    if (movesPerSecond == 1)
        return tr("1 step/s");
    return tr("%L1 steps/s").arg(movesPerSecond);
}

void Comparison::configure(PaneModel *pane, int index) const
{
    mazestudy::MazeSpec spec = pane->spec();
    spec.rows = m_rows;
    spec.cols = m_cols;
    spec.seed = uint64_t(paneSeed(index));
    spec.mask = m_mask->mask();
    pane->setSpeed(m_speed);
    pane->setSpec(spec);
}

void Comparison::configureAll()
{
    const auto &panes = m_panes->panes();
    for (size_t i = 0; i < panes.size(); ++i)
        configure(panes[i], int(i));
}

void Comparison::addPane(const QString &generatorId)
{
    if (m_panes->rowCount() >= MaxPanes)
        return;
    QString id = generatorId;
    if (id.isEmpty()) {
        id = m_generators->idAt(0);
        for (int row = m_generators->rowCount() - 1; row >= 0; --row) {
            bool shown = false;
            for (const PaneModel *pane : m_panes->panes())
                shown = shown || pane->generatorId() == m_generators->idAt(row);
            if (!shown)
                id = m_generators->idAt(row);
        }
    }
    if (m_generators->indexOf(id) < 0)
        return;
    // A pane added to a comparison under way joins in.
    bool started = false;
    for (const PaneModel *other : m_panes->panes())
        started = started || other->running() || other->finished();
    auto *pane = new PaneModel;
    pane->setGeneratorId(id);
    configure(pane, m_panes->rowCount());
    connect(pane, &PaneModel::statusChanged, this, &Comparison::updateActivity);
    m_panes->append(pane);
    if (started)
        pane->run();
    updateActivity();
}

void Comparison::removePane(int index)
{
    if (m_panes->rowCount() <= 1)
        return;
    m_panes->removeAt(index);
    // With a seed per pane, the panes after it move up and take the next seed.
    configureAll();
    updateActivity();
}

void Comparison::setGenerators(const QStringList &ids)
{
    m_panes->clear();
    for (const QString &id : ids)
        addPane(id.trimmed());
    if (m_panes->rowCount() == 0)
        addPane();
}

void Comparison::showComparisonSet(ComparisonSet set)
{
    const std::vector<std::string> ids
        = set == SeedVsBaselines ? mazestudy::seedVsBaselinesIds() : mazestudy::seedGeneratorIds();
    QStringList names;
    for (const std::string &id : ids)
        names << QString::fromStdString(id);
    setGenerators(names);
    runAll();
}

bool Comparison::panesHoldWork() const
{
    const auto &panes = m_panes->panes();
    return std::any_of(panes.begin(), panes.end(), [](const PaneModel *pane) {
        return pane->isLab() || pane->edited() || !pane->optionsText().isEmpty() || pane->spec().braid > 0;
    });
}

QStringList Comparison::mazesNotTheGenerators() const
{
    QStringList names;
    for (const PaneModel *pane : m_panes->panes()) {
        if (pane->edited())
            names << pane->ownMazeName();
    }
    return names;
}

void Comparison::runAll()
{
    for (PaneModel *pane : m_panes->panes())
        pane->run();
}

void Comparison::pauseAll()
{
    for (PaneModel *pane : m_panes->panes())
        pane->pause();
}

void Comparison::resetAll()
{
    for (PaneModel *pane : m_panes->panes())
        pane->reset();
}

void Comparison::updateActivity()
{
    bool anyRunning = false;
    bool allFinished = m_panes->rowCount() > 0;
    for (const PaneModel *pane : m_panes->panes()) {
        anyRunning = anyRunning || pane->running();
        allFinished = allFinished && (pane->finished() || pane->status() == PaneModel::Failed);
    }
    if (anyRunning == m_anyRunning && allFinished == m_allFinished)
        return;
    const bool finishedNow = allFinished && !m_allFinished;
    m_anyRunning = anyRunning;
    m_allFinished = allFinished;
    emit activityChanged();
    if (finishedNow)
        emit allPanesFinished();
}

void Comparison::setChartsHeight(int height)
{
    height = std::max(height, -1);
    if (height == m_chartsHeight)
        return;
    m_chartsHeight = height;
    emit chartsHeightChanged();
}

void Comparison::setWindowGeometry(const QRect &geometry)
{
    if (geometry == m_windowGeometry)
        return;
    m_windowGeometry = geometry;
    emit windowGeometryChanged();
    emit chartsHeightChanged();
}

void Comparison::setDotPicture(const QUrl &url)
{
    if (const QString problem = url.isEmpty() ? QString() : dotPictureProblem(url); !problem.isEmpty()) {
        qWarning("mazestudy: the dot picture \"%s\" is not used: %s",
            mazestudy::cappedText(url.toString().toStdString(), mazestudy::MaxNameCharacters).c_str(),
            qPrintable(problem));
        return;
    }
    if (url == m_dotPicture)
        return;
    m_dotPicture = url;
    emit displayChanged();
}

void Comparison::setSettingsFile(const QString &path)
{
    if (path == m_settingsFile)
        return;
    m_settingsFile = path;
    emit settingsFileChanged();
}

void Comparison::loadSettings()
{
    const auto settings = openSettings(m_settingsFile);
    const int count = settings->beginReadArray(QStringLiteral("panes"));
    if (count > 0) {
        m_panes->clear();
        for (int i = 0; i < count && i < MaxPanes; ++i) {
            settings->setArrayIndex(i);
            const QString id = settings->value(QStringLiteral("generator")).toString();
            if (m_generators->indexOf(id) < 0)
                continue;
            addPane(id);
            PaneModel *pane = m_panes->at(m_panes->rowCount() - 1);
            // The script itself, not its digest, which a new process does not know.
            const QString script = settings->value(QStringLiteral("labScript")).toString();
            if (!script.isEmpty())
                pane->setLabScript(script);
            pane->setView3D(settings->value(QStringLiteral("view3D"), false).toBool());
            pane->setFullLight(settings->value(QStringLiteral("fullLight"), false).toBool());
            pane->setSolverId(settings->value(QStringLiteral("solver"), pane->solverId()).toString());
            const QVariantMap options = settings->value(QStringLiteral("options")).toMap();
            mazestudy::MazeSpec spec = pane->spec();
            for (auto it = options.begin(); it != options.end(); ++it)
                spec.options[it.key().toStdString()] = it.value().toString().toStdString();
            // A braid that is no share of dead ends (an edited file) is none.
            const double braid = settings->value(QStringLiteral("braid"), 0.0).toDouble();
            spec.braid = braid >= 0 && braid <= 1 ? braid : 0.0;
            // Options that no longer work together fall back to the defaults.
            if (!CatalogText::specProblem(spec).isEmpty())
                spec.options.clear();
            pane->setSpec(spec);
        }
    }
    settings->endArray();
    if (m_panes->rowCount() == 0)
        setGenerators({});

    const int rows = settings->value(QStringLiteral("maze/rows"), DefaultRows).toInt();
    const int cols = settings->value(QStringLiteral("maze/cols"), DefaultCols).toInt();
    const bool sizeWorks
        = sideProblem(QString::number(rows), true).isEmpty() && sideProblem(QString::number(cols), false).isEmpty();
    m_rows = sizeWorks ? rows : DefaultRows;
    m_cols = sizeWorks ? cols : DefaultCols;
    const qint64 seed = settings->value(QStringLiteral("maze/seed"), 1).toLongLong();
    m_seed = seed >= 0 && seed <= CatalogText::MaxSeed ? seed : 1;
    m_sameSeed = settings->value(QStringLiteral("maze/sameSeed"), true).toBool();
    const int speed = settings->value(QStringLiteral("run/speed"), PaneWorker::DefaultSpeed).toInt();
    m_speed = Speeds.contains(speed) ? speed : PaneWorker::DefaultSpeed;
    // Checked before the window reads them: a geometry far off the screens
    // drew nothing at gigabytes, a FIFO as the picture blocked the start.
    QList<QRect> screens;
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        for (const QScreen *screen : QGuiApplication::screens())
            screens << screen->availableGeometry();
    }
    const RememberedView view = checkRememberedView(settings->value(QStringLiteral("window/geometry")),
        settings->value(QStringLiteral("view/dotPicture")), screens);
    for (const QString &note : view.notes)
        qWarning("mazestudy: %s", qPrintable(note));
    m_windowGeometry = view.geometry;
    m_chartsHeight = std::max(-1, settings->value(QStringLiteral("window/chartsHeight"), -1).toInt());
    m_labClassic = settings->value(QStringLiteral("view/labClassic"), false).toBool();
    m_showValues = settings->value(QStringLiteral("view/showValues"), false).toBool();
    m_dotPicture = view.dotPicture;
    m_showStack = settings->value(QStringLiteral("view/showStack"), false).toBool();
    // Once the seed and speed are read: the panes restart with all of them.
    m_mask->setMazeSize(m_rows, m_cols);
    const QString maskId = settings->value(QStringLiteral("maze/mask")).toString();
    if (!m_mask->restore(maskId, settings->value(QStringLiteral("maze/maskFile")).toString()))
        qWarning(
            "mazestudy: the remembered mask \"%s\" is left out. %s", qPrintable(maskId), qPrintable(m_mask->problem()));
    emit displayChanged();
    emit showStackChanged();
    configureAll();
    emit sizeChanged();
    emit seedChanged();
    emit sameSeedChanged();
    emit speedChanged();
    emit windowGeometryChanged();
}

void Comparison::saveSettings() const
{
    const auto settings = openSettings(m_settingsFile);
    settings->beginWriteArray(QStringLiteral("panes"), m_panes->rowCount());
    for (int i = 0; i < m_panes->rowCount(); ++i) {
        settings->setArrayIndex(i);
        const PaneModel *pane = m_panes->at(i);
        settings->setValue(QStringLiteral("generator"), pane->generatorId());
        QVariantMap options;
        for (const auto &[key, value] : pane->spec().options)
            options.insert(QString::fromStdString(key), QString::fromStdString(value));
        settings->setValue(QStringLiteral("options"), options);
        settings->setValue(QStringLiteral("braid"), pane->braid());
        settings->setValue(QStringLiteral("labScript"), pane->labScript());
        settings->setValue(QStringLiteral("view3D"), pane->view3D());
        settings->setValue(QStringLiteral("fullLight"), pane->fullLight());
        settings->setValue(QStringLiteral("solver"), pane->solverId());
    }
    settings->endArray();
    settings->setValue(QStringLiteral("maze/rows"), m_rows);
    settings->setValue(QStringLiteral("maze/cols"), m_cols);
    settings->setValue(QStringLiteral("maze/mask"), m_mask->id());
    settings->setValue(QStringLiteral("maze/maskFile"), m_mask->filePath());
    settings->setValue(QStringLiteral("maze/seed"), m_seed);
    settings->setValue(QStringLiteral("maze/sameSeed"), m_sameSeed);
    settings->setValue(QStringLiteral("run/speed"), m_speed);
    if (m_windowGeometry.isValid())
        settings->setValue(QStringLiteral("window/geometry"), m_windowGeometry);
    settings->setValue(QStringLiteral("window/chartsHeight"), m_chartsHeight);
    settings->setValue(QStringLiteral("view/labClassic"), m_labClassic);
    settings->setValue(QStringLiteral("view/showValues"), m_showValues);
    settings->setValue(QStringLiteral("view/dotPicture"), m_dotPicture);
    settings->setValue(QStringLiteral("view/showStack"), m_showStack);
    settings->sync();
}
