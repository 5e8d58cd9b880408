#include "generatorstyle.h"

#include "generatorcatalog.h"

namespace mazestudy::charts {

QColor generatorColor(const std::string &generatorId)
{
    // A generator the catalogue does not know (an old file's) is drawn grey.
    const GeneratorInfo *info = findGenerator(generatorId);
    return info ? QColor(QRgb(info->colour)) : QColor(0x77, 0x77, 0x77);
}

QString generatorName(const std::string &generatorId)
{
    const GeneratorInfo *info = findGenerator(generatorId);
    return QString::fromStdString(info ? info->name : generatorId);
}

} // namespace mazestudy::charts
