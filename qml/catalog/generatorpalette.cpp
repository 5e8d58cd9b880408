#include "generatorpalette.h"

#include "generatorstyle.h"

GeneratorPalette::GeneratorPalette(QObject *parent)
    : QObject(parent)
{
}

QColor GeneratorPalette::color(const QString &generatorId) const
{
    return mazestudy::charts::generatorColor(generatorId.toStdString());
}
