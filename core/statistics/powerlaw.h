#pragma once

#include <optional>
#include <vector>

namespace mazestudy {

// How a measure grows with a size: y = prefactor * x^exponent, fitted by
// least squares on the logarithms of both (the usual fit of a scaling law).
struct PowerLaw {
    double exponent = 0;
    double prefactor = 0;
    // The exponent's 95% confidence interval from Student's t with n - 2
    // degrees of freedom; empty with two points (no residual to judge by).
    std::optional<double> exponentLow;
    std::optional<double> exponentHigh;
    double rSquared = 0; // of the fit on the logarithms
};

// Empty unless there are at least two points, every x and y is positive and
// finite, and the x are not all equal.
std::optional<PowerLaw> fitPowerLaw(const std::vector<double> &x, const std::vector<double> &y);

} // namespace mazestudy
