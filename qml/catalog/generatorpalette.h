#pragma once

#include <QColor>
#include <QObject>
#include <QtQml/qqmlregistration.h>

// The generators' colours for QML: the panes and the charts area ask here,
// the charts and exported pictures ask charts::generatorColor() directly,
// and both answer from the same table, so a generator has one colour.
class GeneratorPalette : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit GeneratorPalette(QObject *parent = nullptr);

    Q_INVOKABLE QColor color(const QString &generatorId) const;
};
