#pragma once

#include "chartsmodel.h"

#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

// What ChartItem and HeatMapItem share: a painted item that draws from a
// ChartsModel and hears when the model, or what it shows, changes.
class ChartsModelItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(ChartsModel *model READ model WRITE setModel NOTIFY modelChanged)

public:
    explicit ChartsModelItem(QQuickItem *parent = nullptr);

    ChartsModel *model() const { return m_model; }
    void setModel(ChartsModel *model);

signals:
    void modelChanged();

protected:
    // The model was set, or what it shows changed.
    virtual void chartsChanged() { }

private:
    QPointer<ChartsModel> m_model;
};
