#include "powerlaw.h"

#include <boost/math/distributions/students_t.hpp>

#include <algorithm>
#include <cmath>

namespace mazestudy {

std::optional<PowerLaw> fitPowerLaw(const std::vector<double> &x, const std::vector<double> &y)
{
    const size_t n = x.size();
    if (n < 2 || y.size() != n)
        return std::nullopt;
    std::vector<double> logX(n);
    std::vector<double> logY(n);
    double meanX = 0;
    double meanY = 0;
    for (size_t i = 0; i < n; ++i) {
        if (!(x[i] > 0 && y[i] > 0 && std::isfinite(x[i]) && std::isfinite(y[i])))
            return std::nullopt;
        logX[i] = std::log(x[i]);
        logY[i] = std::log(y[i]);
        meanX += logX[i] / double(n);
        meanY += logY[i] / double(n);
    }
    double sxx = 0;
    double sxy = 0;
    double syy = 0;
    for (size_t i = 0; i < n; ++i) {
        sxx += (logX[i] - meanX) * (logX[i] - meanX);
        sxy += (logX[i] - meanX) * (logY[i] - meanY);
        syy += (logY[i] - meanY) * (logY[i] - meanY);
    }
    if (std::all_of(x.begin(), x.end(), [&x](double value) { return value == x.front(); }))
        return std::nullopt;
    PowerLaw fit;
    fit.exponent = sxy / sxx;
    fit.prefactor = std::exp(meanY - fit.exponent * meanX);
    const double residual = std::max(0.0, syy - fit.exponent * sxy);
    fit.rSquared = syy > 0 ? 1 - residual / syy : 1;
    if (n > 2) {
        const double standardError = std::sqrt(residual / double(n - 2) / sxx);
        const double halfWidth = boost::math::quantile(boost::math::students_t(double(n - 2)), 0.975) * standardError;
        fit.exponentLow = fit.exponent - halfWidth;
        fit.exponentHigh = fit.exponent + halfWidth;
    }
    return fit;
}

} // namespace mazestudy
