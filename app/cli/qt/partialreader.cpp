#include "partialreader.h"

#include "cappedtext.h"
#include "options.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <limits>

namespace mazestudy::cli {

namespace {

class Reader {
public:
    explicit Reader(const std::string &path)
        : m_path(path)
    {
    }

    // `what` may quote the file (a key, a metric's name): capped.
    StudyMergeError corrupt(const std::string &what) const
    {
        return StudyMergeError(m_path + " is corrupt: " + cappedText(what));
    }

    QJsonValue member(const QJsonObject &object, const char *key) const
    {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isUndefined())
            throw corrupt(std::string("\"") + key + "\" is missing");
        return value;
    }

    QJsonObject object(const QJsonObject &parent, const char *key) const
    {
        const QJsonValue value = member(parent, key);
        if (!value.isObject())
            throw corrupt(std::string("\"") + key + "\" is not an object");
        return value.toObject();
    }

    QJsonArray array(const QJsonObject &parent, const char *key) const
    {
        const QJsonValue value = member(parent, key);
        if (!value.isArray())
            throw corrupt(std::string("\"") + key + "\" is not an array");
        return value.toArray();
    }

    std::string string(const QJsonValue &value, const char *what) const
    {
        if (!value.isString())
            throw corrupt(std::string(what) + " is not a string");
        return value.toString().toStdString();
    }

    // A count: a whole number that a double holds exactly.
    uint64_t count(const QJsonValue &value, const char *what) const
    {
        const double number = value.toDouble(-1);
        if (!value.isDouble() || number < 0 || number > 9007199254740992.0 || std::floor(number) != number)
            throw corrupt(std::string(what) + " is not a whole number");
        return uint64_t(number);
    }

    uint64_t count(const QJsonObject &parent, const char *key) const { return count(member(parent, key), key); }

    std::vector<uint64_t> counts(const QJsonArray &array, const char *what) const
    {
        std::vector<uint64_t> counts;
        counts.reserve(size_t(array.size()));
        for (const QJsonValue &value : array)
            counts.push_back(count(value, what));
        return counts;
    }

    double value(const QJsonValue &value) const
    {
        if (value.isDouble())
            return value.toDouble();
        const std::string text = value.isString() ? value.toString().toStdString() : std::string();
        if (text == "inf" || text == "-inf")
            return text == "inf" ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity();
        if (text == "nan")
            return std::numeric_limits<double>::quiet_NaN();
        throw corrupt("a distribution holds something else than a number");
    }

    MazeSpec spec(const QJsonObject &maze) const
    {
        MazeSpec spec;
        spec.generator = string(member(maze, "generator"), "a generator");
        spec.rows = int(std::min<uint64_t>(count(maze, "rows"), MaxSide + 1));
        spec.cols = int(std::min<uint64_t>(count(maze, "cols"), MaxSide + 1));
        const QJsonObject options = object(maze, "options");
        for (auto it = options.begin(); it != options.end(); ++it)
            spec.options[it.key().toStdString()] = string(it.value(), "an option");
        if (maze.contains(QLatin1String("braid"))) {
            spec.braid = maze.value(QLatin1String("braid")).toDouble(-1);
            if (!(spec.braid > 0 && spec.braid <= 1))
                throw corrupt("its braid is not a share of dead ends above 0 and at most 1");
        }
        if (maze.contains(QLatin1String("mask"))) {
            try {
                // Its size first, so that a short string cannot claim a hundred million cells.
                spec.mask
                    = std::make_shared<const Mask>(maskFromRuns(string(maze.value(QLatin1String("mask")), "a mask"),
                        std::max(1, (spec.rows - 1) / 2), std::max(1, (spec.cols - 1) / 2)));
            } catch (const std::invalid_argument &error) {
                throw corrupt(std::string("its mask is wrong: ") + error.what());
            }
        }
        return spec;
    }

    GeneratorStudy generator(
        const QJsonObject &json, const std::vector<std::string> &metricNames, bool hasHeatMap) const
    {
        GeneratorStudy study;
        study.spec = spec(object(json, "maze"));
        study.mazes = count(json, "mazes");
        const QJsonObject distributions = object(json, "distributions");
        for (const std::string &name : metricNames) {
            const QJsonObject distribution = object(distributions, name.c_str());
            const QJsonArray values = array(distribution, "values");
            const std::vector<uint64_t> times = counts(array(distribution, "times"), "times");
            if (size_t(values.size()) != times.size())
                throw corrupt("the distribution of " + name + " has values and times of different lengths");
            ValueDistribution &kept = study.distributions.emplace_back();
            for (size_t i = 0; i < times.size(); ++i)
                kept.add(value(values[qsizetype(i)]), times[i]);
        }
        study.corridorLengthHistogram
            = counts(array(json, "pooled_corridor_length_histogram"), "pooled_corridor_length_histogram");
        if (!hasHeatMap) {
            if (!member(json, "heat_map").isNull())
                throw corrupt("a sweep's study has a heat map");
            return study;
        }
        const QJsonObject heatMap = object(json, "heat_map");
        study.heatMap.rows = study.spec.rows;
        study.heatMap.cols = study.spec.cols;
        study.heatMap.mazes = count(heatMap, "mazes");
        study.heatMap.floorCounts = counts(array(heatMap, "floor_counts"), "floor_counts");
        return study;
    }

    PartialFile read(const QByteArray &bytes) const
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        if (document.isNull())
            throw StudyMergeError(m_path + " is not a whole study partial (truncated or corrupt: "
                + error.errorString().toStdString() + " at byte " + std::to_string(error.offset) + ")");
        const QJsonObject json = document.object();
        if (json.value(QLatin1String("format")).toString() == QLatin1String(SweepPartialFormat))
            return sweep(json);
        return study(json, true);
    }

    // "partial_version" must be `expected`; `kind` names the partial.
    void requireVersion(const QJsonObject &json, uint64_t expected, const char *kind) const
    {
        const uint64_t version = count(json, "partial_version");
        if (version != expected)
            throw StudyMergeError(m_path + " is a " + kind + " partial of version " + std::to_string(version)
                + "; this mazestudy-cli reads version " + std::to_string(expected));
    }

    struct Shard {
        uint64_t index = 0;
        uint64_t count = 0;
        uint64_t firstRun = 0;
        uint64_t endRun = 0;
    };

    Shard shard(const QJsonObject &json) const
    {
        const QJsonObject shard = object(json, "shard");
        return {count(shard, "index"), count(shard, "count"), count(shard, "first_run"), count(shard, "end_run")};
    }

    // A study partial, at the top of the file (heat maps required) or as a
    // size of a sweep's (`heat_map` null).
    StudyPartial study(const QJsonObject &json, bool topLevel) const
    {
        if (json.value(QLatin1String("format")).toString() != QLatin1String(StudyPartialFormat))
            throw StudyMergeError(m_path + " is not a study partial (mazestudy-cli study --shard I/N writes them)");
        requireVersion(json, StudyPartialVersion, "study");
        StudyPartial partial;
        partial.source = m_path;
        partial.heatMaps = topLevel;
        partial.madeBy = string(member(json, "made_by"), "made_by");
        partial.config.runs = count(json, "runs");
        if (!parseUnsigned(string(member(json, "base_seed"), "base_seed"), partial.config.baseSeed))
            throw corrupt("base_seed is not a seed");
        const Shard shard = this->shard(json);
        partial.shardIndex = shard.index;
        partial.shardCount = shard.count;
        partial.config.firstRun = shard.firstRun;
        partial.config.endRun = shard.endRun;
        if (partial.config.endRun == 0)
            throw corrupt("its shard has no runs");
        for (const QJsonValue &solver : array(json, "solvers"))
            partial.config.solvers.push_back(string(solver, "a solver id"));
        partial.config.solverStepBudget = count(json, "step_budget");
        for (const QJsonValue &name : array(json, "metrics"))
            partial.metricNames.push_back(string(name, "a metric name"));
        for (const QJsonValue &generator : array(json, "generators")) {
            if (!generator.isObject())
                throw corrupt("a generator is not an object");
            partial.generators.push_back(this->generator(generator.toObject(), partial.metricNames, topLevel));
            partial.config.specs.push_back(partial.generators.back().spec);
        }
        const QJsonArray rows = array(json, "rows");
        const uint64_t runs = studyRunCount(partial.config);
        if (uint64_t(rows.size()) != runs * partial.generators.size())
            throw corrupt("it has " + std::to_string(rows.size()) + " rows, not one a run of each generator");
        partial.rows.resize(partial.generators.size());
        for (qsizetype i = 0; i < rows.size(); ++i)
            partial.rows[size_t(uint64_t(i) / runs)].push_back(string(rows[i], "a row"));
        return partial;
    }

    SweepPartial sweep(const QJsonObject &json) const
    {
        requireVersion(json, SweepPartialVersion, "sweep");
        SweepPartial partial;
        partial.source = m_path;
        partial.madeBy = string(member(json, "made_by"), "made_by");
        const Shard shard = this->shard(json);
        partial.shardIndex = shard.index;
        partial.shardCount = shard.count;
        partial.firstRun = shard.firstRun;
        partial.endRun = shard.endRun;
        for (const QJsonValue &size : array(json, "sizes")) {
            if (!size.isObject())
                throw corrupt("a size is not an object");
            const auto side
                = [&](const char *key) { return int(std::min<uint64_t>(count(size.toObject(), key), MaxSide + 1)); };
            partial.sizes.emplace_back(side("rows"), side("cols"));
        }
        for (const QJsonValue &study : array(json, "studies")) {
            if (!study.isObject())
                throw corrupt("a study is not an object");
            partial.studies.push_back(this->study(study.toObject(), false));
        }
        return partial;
    }

private:
    std::string m_path;
};

} // namespace

PartialFile readPartial(const std::string &path)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error("cannot read " + path + ": " + file.errorString().toStdString());
    return parsePartial(file.readAll(), path);
}

PartialFile parsePartial(const QByteArray &bytes, const std::string &source)
{
    return Reader(source).read(bytes);
}

} // namespace mazestudy::cli
