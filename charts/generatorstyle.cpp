#include "generatorstyle.h"

#include "generatorcatalog.h"

namespace mazestudy::charts {

QColor generatorColor(const std::string &generatorId)
{
    static const struct {
        const char *id;
        QRgb color;
    } known[] = {
        {"backtracker", 0x0072B2}, // blue
        {"rotating-dfs", 0xE69F00}, // orange
        {"permutation-dfs", 0x009E73}, // bluish green
        {"automaton", 0xCC79A7}, // reddish purple
    };
    for (const auto &entry : known) {
        if (generatorId == entry.id)
            return QColor(entry.color);
    }
    // A generator added later still gets a stable colour of the same palette.
    // (A hash of our own: std::hash differs between standard libraries.)
    static const QRgb others[] = {0xD55E00, 0x56B4E9, 0xF0E442, 0x000000};
    size_t hash = 0;
    for (const char c : generatorId)
        hash = hash * 31 + size_t(uint8_t(c));
    return QColor(others[hash % std::size(others)]);
}

QString generatorName(const std::string &generatorId)
{
    const GeneratorInfo *info = findGenerator(generatorId);
    return QString::fromStdString(info ? info->name : generatorId);
}

} // namespace mazestudy::charts
