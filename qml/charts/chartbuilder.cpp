#include "chartbuilder.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace mazestudy::charts {

namespace {

QFont pixelFont(int pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(pixels);
    font.setBold(bold);
    return font;
}

std::unique_ptr<QChart> newChart(const QString &title, const QString &context, const ChartBuilder::Style &style)
{
    auto chart = std::make_unique<QChart>();
    // Pictures are taken as soon as the chart is built: nothing may still be moving.
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTheme(QChart::ChartThemeLight);
    chart->setBackgroundRoundness(0);
    chart->setTitleFont(pixelFont(style.titlePixels, true));
    // The title is rich text; the context goes on a second, smaller line.
    QString html = title.toHtmlEscaped();
    if (!context.isEmpty()) {
        html += QStringLiteral("<br><span style=\"font-size:%1px; font-weight:normal\">%2</span>")
                    .arg(style.textPixels)
                    .arg(context.toHtmlEscaped());
    }
    chart->setTitle(QStringLiteral("<div align=\"center\">%1</div>").arg(html));
    // The axes' and bars' numbers as the window's language writes them (0,096 in German).
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    chart->legend()->setFont(pixelFont(style.textPixels));
    // Under the plot, a long name in lines (ChartRenderer).
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

void styleAxis(QAbstractAxis *axis, const QString &title, const ChartBuilder::Style &style)
{
    axis->setTitleText(title);
    axis->setTitleFont(pixelFont(style.textPixels, true));
    axis->setLabelsFont(pixelFont(style.textPixels));
    axis->setLabelsColor(Qt::black);
    axis->setTitleBrush(Qt::black);
}

QValueAxis *linearAxis(double top, const QString &title, const ChartBuilder::Style &style)
{
    auto *axis = new QValueAxis;
    axis->setRange(0, top > 0 ? top * 1.08 : 1.0);
    axis->applyNiceNumbers();
    axis->setLabelFormat(QStringLiteral("%.2f"));
    styleAxis(axis, title, style);
    return axis;
}

// The smallest 1, 2 or 5 times a power of ten that is at least `step`.
double niceStep(double step)
{
    const double power = std::pow(10.0, std::floor(std::log10(std::max(step, 1.0))));
    for (const double factor : {1.0, 2.0, 5.0, 10.0}) {
        if (factor * power >= step)
            return factor * power;
    }
    return 10 * power;
}

// Hides a helper series (a reference or mean line) from the legend.
void hideFromLegend(QChart &chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart.legend()->markers(series))
        marker->setVisible(false);
}

QPen dashedPen(const QColor &color, double width)
{
    QPen pen(color, width, Qt::DashLine);
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

} // namespace

std::unique_ptr<QChart> ChartBuilder::build(const ChartSet &set, ChartKind kind, const Style &style)
{
    if (kind == ChartKind::CorridorLengths)
        return build(set.corridorLengths, set.context, style);
    return build(set.categoryChart(kind), set.context, style);
}

std::unique_ptr<QChart> ChartBuilder::build(const CategoryChartData &data, const QString &context, const Style &style)
{
    auto chart = newChart(data.title, context, style);

    auto *categories = new QBarCategoryAxis;
    for (const ChartMeasure &measure : data.measures)
        categories->append(measure.label);
    styleAxis(categories, QString(), style);
    // Qt Charts cuts a category's label at a third of the width of two
    // categories, whatever room it has; ChartRenderer breaks a label that is
    // wider than its category into lines instead.
    categories->setTruncateLabels(false);
    chart->addAxis(categories, Qt::AlignBottom);

    // The range covers every drawn value and every reference.
    double top = 0;
    double bottom = std::numeric_limits<double>::infinity(); // the smallest positive value
    const auto cover = [&](std::optional<double> value) {
        if (!value)
            return;
        top = std::max(top, *value);
        if (*value > 0)
            bottom = std::min(bottom, *value);
    };
    for (const ChartMeasure &measure : data.measures)
        cover(measure.reference);
    for (const auto &values : data.values) {
        for (const ValueSummary &value : values) {
            cover(data.distributions ? value.max : value.mean);
            cover(data.distributions ? value.min : value.mean);
        }
    }
    QAbstractAxis *valueAxis = nullptr;
    // Where a value is drawn: on a log axis a 0 would lie infinitely far
    // down, so values are kept to the axis range (the data files keep them
    // as they are). A measure a generator does not have is drawn below the
    // axis, where it is clipped away.
    std::function<double(std::optional<double>)> drawn;
    if (data.logScale) {
        // Ratios (edge bias) lie within a few doublings of 1: a grid line at
        // every power of two, or of four when that would be more than nine
        // lines, since Qt Charts elides every label it cannot space. Counts
        // (solvers' steps, 1 and up) span decades: a line at each power of
        // ten, from the one below the fewest steps.
        auto *axis = new QLogValueAxis;
        const bool decades = data.kind == ChartKind::SolverSteps;
        bottom = std::isfinite(bottom) ? bottom : 1;
        const double lowPower
            = decades ? std::floor(std::log10(std::max(bottom, 1.0))) : std::floor(std::log2(std::min(bottom, 0.25)));
        const double highPower = decades ? std::max(std::ceil(std::log10(std::max(top, 1.0))), lowPower + 1)
                                         : std::ceil(std::log2(std::max(top, 2.0)));
        const double base = decades ? 10 : highPower - lowPower > 8 ? 4 : 2;
        const double step = decades ? 1 : std::log2(base);
        const double powerBase = decades ? 10 : 2;
        const double low = std::pow(powerBase, std::floor(lowPower / step) * step);
        const double high = std::pow(powerBase, std::ceil(highPower / step) * step);
        axis->setBase(base);
        axis->setRange(low, high);
        // Two significant digits: "0.0039", not "0.00390625", whose width
        // would have Qt Charts elide every label; counts whole.
        axis->setLabelFormat(decades ? QStringLiteral("%.0f") : QStringLiteral("%.2g"));
        axis->setMinorTickCount(0);
        styleAxis(axis, data.valueAxisTitle, style);
        valueAxis = axis;
        drawn = [low, high](std::optional<double> value) { return value ? std::clamp(*value, low, high) : low / 4; };
    } else {
        valueAxis = linearAxis(top, data.valueAxisTitle, style);
        drawn = [](std::optional<double> value) { return value.value_or(-1); };
    }
    chart->addAxis(valueAxis, Qt::AlignLeft);

    const auto attach = [&](QAbstractSeries *series) {
        chart->addSeries(series);
        series->attachAxis(categories);
        series->attachAxis(valueAxis);
    };
    const size_t count = data.generators.size();
    if (data.distributions) {
        // One box-plot series per generator, a box per measure: whiskers at
        // min and max, the box from the lower to the upper quartile, a line
        // at the median.
        for (size_t g = 0; g < count; ++g) {
            auto *series = new QBoxPlotSeries;
            series->setName(data.generators[g].label);
            series->setBrush(data.generators[g].color);
            series->setPen(QPen(Qt::black, 1.2));
            for (const ValueSummary &value : data.values[g]) {
                series->append(new QBoxSet(drawn(value.min), drawn(value.lowerQuartile), drawn(value.median),
                    drawn(value.upperQuartile), drawn(value.max)));
            }
            attach(series);
        }
    } else if (data.logScale) {
        // One dot per generator and measure, where its box would stand.
        for (size_t g = 0; g < count; ++g) {
            auto *series = new QScatterSeries;
            series->setName(data.generators[g].label);
            series->setColor(data.generators[g].color);
            series->setBorderColor(Qt::black);
            series->setMarkerSize(style.textPixels * 1.1);
            const double offset = ((double(g) + 0.5) / double(count) - 0.5) * 0.8;
            for (size_t m = 0; m < data.measures.size(); ++m) {
                if (data.values[g][m].mean)
                    series->append(double(m) + offset, drawn(data.values[g][m].mean));
            }
            attach(series);
        }
    } else {
        auto *series = new QBarSeries;
        for (size_t g = 0; g < count; ++g) {
            auto *set = new QBarSet(data.generators[g].label);
            set->setColor(data.generators[g].color);
            set->setBorderColor(data.generators[g].color);
            set->setLabelColor(Qt::black);
            set->setLabelFont(pixelFont(std::max(9, style.textPixels - 2)));
            // A missing value is a bar of 0: nothing to see, and no label.
            for (const ValueSummary &value : data.values[g])
                set->append(value.mean.value_or(0));
            series->append(set);
        }
        series->setLabelsVisible(true);
        series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        series->setLabelsFormat(QStringLiteral("@value"));
        series->setLabelsPrecision(3);
        attach(series);
    }

    // The unbiased value across its category's width. On a category axis
    // category i spans i - 0.5 .. i + 0.5.
    bool named = false;
    for (size_t m = 0; m < data.measures.size(); ++m) {
        if (!data.measures[m].reference)
            continue;
        auto *line = new QLineSeries;
        line->setName(tr("no bias"));
        line->setPen(dashedPen(QColor(0x40, 0x40, 0x40), 2.0));
        line->append(double(m) - 0.5, *data.measures[m].reference);
        line->append(double(m) + 0.5, *data.measures[m].reference);
        attach(line);
        if (named)
            hideFromLegend(*chart, line);
        named = true;
    }
    return chart;
}

std::unique_ptr<QChart> ChartBuilder::build(const HistogramChartData &data, const QString &context, const Style &style)
{
    auto chart = newChart(data.title, context, style);

    double right = 1;
    if (!data.bins.empty()) {
        const LengthBin &last = data.bins.back();
        const double width = data.bins.front().last ? double(*data.bins.front().last - data.bins.front().first + 1) : 1;
        right = last.position + width / 2.0;
    }
    auto *lengths = new QValueAxis;
    lengths->setRange(0, right);
    lengths->setTickType(QValueAxis::TicksDynamic);
    lengths->setTickAnchor(0);
    lengths->setTickInterval(niceStep(right / 8));
    lengths->setLabelFormat(QStringLiteral("%.0f"));
    styleAxis(lengths, data.lengthAxisTitle, style);
    chart->addAxis(lengths, Qt::AlignBottom);

    double top = 0;
    for (const auto &shares : data.shares) {
        for (const double share : shares)
            top = std::max(top, share);
    }
    QValueAxis *shares = linearAxis(std::min(top, 1.0 / 1.08), data.shareAxisTitle, style);
    chart->addAxis(shares, Qt::AlignLeft);

    for (size_t g = 0; g < data.generators.size(); ++g) {
        const ChartGenerator &generator = data.generators[g];
        auto *series = new QLineSeries;
        series->setName(data.means[g]
                ? tr("%1, mean %2").arg(generator.label, QLocale().toString(*data.means[g], 'f', 1))
                : generator.label);
        series->setPen(QPen(generator.color, 2.5));
        series->setPointsVisible(true);
        QList<QPointF> points;
        for (size_t b = 0; b < data.bins.size(); ++b)
            points.append(QPointF(data.bins[b].position, data.shares[g][b]));
        series->replace(points);
        chart->addSeries(series);
        series->attachAxis(lengths);
        series->attachAxis(shares);

        if (!data.means[g])
            continue;
        // The mean, as a dashed line of the generator's colour across the plot.
        auto *mean = new QLineSeries;
        mean->setPen(dashedPen(generator.color, 1.8));
        mean->append(*data.means[g], 0);
        mean->append(*data.means[g], shares->max());
        chart->addSeries(mean);
        mean->attachAxis(lengths);
        mean->attachAxis(shares);
        hideFromLegend(*chart, mean);
    }
    return chart;
}

std::unique_ptr<QChart> ChartBuilder::build(const GrowthChartData &data, const Style &style)
{
    auto chart = newChart(data.title, data.context, style);
    double lowSide = 0;
    double highSide = 0;
    double lowMean = 0;
    double highMean = 0;
    for (const auto &points : data.means) {
        for (const QPointF &point : points) {
            lowSide = lowSide > 0 ? std::min(lowSide, point.x()) : point.x();
            highSide = std::max(highSide, point.x());
            lowMean = lowMean > 0 ? std::min(lowMean, point.y()) : point.y();
            highMean = std::max(highMean, point.y());
        }
    }
    // Whole powers of ten around the data: a power law is a straight line
    // whose slope can be read off against the decades.
    const auto logAxis = [&style](double low, double high, const QString &title) {
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        const double bottom = low > 0 ? std::pow(10.0, std::floor(std::log10(low))) : 1;
        const double top = high > 0 ? std::pow(10.0, std::ceil(std::log10(high))) : 10;
        axis->setRange(bottom, top > bottom ? top : bottom * 10);
        // Whole numbers as they are ("1000", not "1E+03"); shares with two digits.
        axis->setLabelFormat(bottom >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.2g"));
        axis->setMinorTickCount(8);
        styleAxis(axis, title, style);
        return axis;
    };
    QLogValueAxis *sides = logAxis(lowSide, highSide, data.sideAxisTitle);
    QLogValueAxis *means = logAxis(lowMean, highMean, data.valueAxisTitle);
    chart->addAxis(sides, Qt::AlignBottom);
    chart->addAxis(means, Qt::AlignLeft);
    for (size_t g = 0; g < data.generators.size(); ++g) {
        auto *series = new QLineSeries;
        series->setName(data.generators[g].label);
        series->setPen(QPen(data.generators[g].color, 2.5));
        series->setPointsVisible(true);
        for (const QPointF &point : data.means[g])
            series->append(point);
        chart->addSeries(series);
        series->attachAxis(sides);
        series->attachAxis(means);
    }
    return chart;
}

} // namespace mazestudy::charts
