#include "chartsmodelitem.h"

ChartsModelItem::ChartsModelItem(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
}

void ChartsModelItem::setModel(ChartsModel *model)
{
    if (model == m_model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model)
        connect(m_model, &ChartsModel::chartsChanged, this, &ChartsModelItem::chartsChanged);
    chartsChanged();
    emit modelChanged();
}
