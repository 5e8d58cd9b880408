#pragma once

// Fixtures of the chart tests: fixed-seed mazes and studies of the four
// generators, and a CSV reader that is independent of the writer under test.

#include "chartsetbuilder.h"
#include "generatorcatalog.h"
#include "specof.h"
#include "study.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace chartchecks {

inline const std::vector<std::string> &allGenerators()
{
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> all;
        for (const mazestudy::GeneratorInfo &info : mazestudy::generatorCatalog())
            all.push_back(info.id);
        return all;
    }();
    return ids;
}

inline std::vector<mazestudy::charts::MeasuredMaze> measuredMazes(int rows, int cols, uint64_t seed)
{
    std::vector<mazestudy::charts::MeasuredMaze> mazes;
    for (const std::string &id : allGenerators()) {
        auto generator = mazestudy::makeGenerator(specOf(id, rows, cols, seed));
        generator->run();
        mazes.push_back({generator->spec(), mazestudy::measureGenerator(*generator)});
    }
    return mazes;
}

// The solvers the chart tests study, for the solver-steps chart: a walker that
// keeps nothing and a search.
inline const std::vector<std::string> chartSolvers {"wall-follower-left", "bfs"};

inline mazestudy::StudyConfig studyConfig(
    int rows, int cols, uint64_t runs, uint64_t baseSeed, const std::vector<std::string> &solvers = {})
{
    mazestudy::StudyConfig config = mazestudy::studyOf(allGenerators(), rows, cols, runs, baseSeed, 0);
    config.solvers = solvers;
    for (mazestudy::MazeSpec &spec : config.specs)
        mazestudy::validateSpec(spec);
    return config;
}

// A study run the way the window and the CLI run one for their charts.
struct StudyRun {
    mazestudy::StudyResult result;
    std::vector<mazestudy::StudyRow> rows;
    mazestudy::charts::ChartSet charts;
};

inline StudyRun runStudy(const mazestudy::StudyConfig &config)
{
    StudyRun run;
    mazestudy::StudyObserver observer;
    observer.row = [&](const mazestudy::StudyRow &row) { run.rows.push_back(row); };
    run.result = mazestudy::runStudy(config, observer);
    run.charts = mazestudy::charts::ChartSetBuilder::fromStudy(config, run.result);
    return run;
}

// RFC 4180 fields: quoted fields may hold commas and doubled quotes.
inline std::vector<QStringList> readCsv(const std::string &text)
{
    std::vector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    const QString all = QString::fromStdString(text);
    for (int i = 0; i < all.size(); ++i) {
        const QChar c = all[i];
        if (quoted) {
            if (c == u'"' && i + 1 < all.size() && all[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row << field;
            field.clear();
        } else if (c == u'\n') {
            row << field;
            field.clear();
            rows.push_back(row);
            row.clear();
        } else {
            field += c;
        }
    }
    return rows;
}

} // namespace chartchecks
