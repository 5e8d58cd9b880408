#pragma once

#include "chartsmodel.h"

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>

class PaneModel;
class QSettings;

// Writes what the charts area shows: one chart as PNG or SVG at a chosen
// size or its data as CSV or JSON; a pane's maze as PNG, SVG or .maze;
// or everything at once into a folder. Every write is all-or-nothing
// (charts::FileBatch): an error comes back as a message for the user and
// leaves no partial file. Remembers the folder last written to, for the
// file dialogs to open there next time.
class ChartExporter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ChartsModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(QUrl lastFolder READ lastFolder WRITE setLastFolder NOTIFY lastFolderChanged)
    Q_PROPERTY(int defaultWidth READ defaultWidth CONSTANT)
    Q_PROPERTY(int defaultHeight READ defaultHeight CONSTANT)

public:
    enum Format { Png, Svg, Csv, Json, MazeText };
    Q_ENUM(Format)

    explicit ChartExporter(QObject *parent = nullptr);

    ChartsModel *model() const { return m_model; }
    void setModel(ChartsModel *model);
    QUrl lastFolder() const;
    void setLastFolder(const QUrl &folder);
    int defaultWidth() const;
    int defaultHeight() const;

    // Each returns "" on success, else what went wrong.
    Q_INVOKABLE QString exportChart(ChartsModel::Kind kind, Format format, const QUrl &file, int width, int height);
    Q_INVOKABLE QString exportMaze(int index, Format format, const QUrl &file);
    // Every chart (PNG, SVG, CSV, JSON), the heat maps (PNG, CSV) and, for
    // a study, its CSV (study.csv) and summary (study.json).
    Q_INVOKABLE QString exportAll(const QUrl &folder, int width, int height);

    // "dead-ends.png", "backtracker-41x51-seed-1.svg": what the dialogs propose.
    Q_INVOKABLE QString chartFileName(ChartsModel::Kind kind, Format format) const;
    Q_INVOKABLE QString mazeFileName(int index, Format format) const;

signals:
    void modelChanged();
    void lastFolderChanged();

private:
    std::unique_ptr<QSettings> settings() const;
    // The pane at `index` of the comparison, or null.
    const PaneModel *pane(int index) const;
    // Writes one file whole or not at all; "" or the error.
    QString write(const QString &path, const QByteArray &content);
    void remember(const QString &folder);

    QPointer<ChartsModel> m_model;
};
