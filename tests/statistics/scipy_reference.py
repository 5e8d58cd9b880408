#!/usr/bin/python3
"""The reference values of tst_twosample.cpp, from SciPy (Debian's
python3-scipy): run it and paste what it prints. Not run by ctest.
Holm's adjustment is written out from its definition below, as SciPy has none."""
import warnings

import numpy as np
from scipy import stats

warnings.simplefilter("ignore")  # SciPy warns of a constant set's moments, which are exact here


def arithmetic(count, step, modulus, scale, offset):
    # The same sets as tst_twosample.cpp builds: ((i * step) % modulus) / scale + offset.
    return np.array([(i * step % modulus) / scale + offset for i in range(count)])


samples = {
    "ties": (np.array([1, 2, 2, 3, 5, 8, 8, 8, 13.0]), np.array([2, 3, 3, 4, 4, 4, 5, 9.0])),
    "one constant": (np.array([3, 3, 3.0]), np.array([1, 2, 3, 4.0])),
    "large": (arithmetic(500, 7919, 101, 10, 0), arithmetic(400, 104729, 97, 9, 0.5)),
}
print("// SciPy", __import__("scipy").__version__)
for name, (a, b) in samples.items():
    welch = stats.ttest_ind(a, b, equal_var=False)
    va, vb = a.var(ddof=1) / len(a), b.var(ddof=1) / len(b)
    df = (va + vb) ** 2 / (va ** 2 / (len(a) - 1) + vb ** 2 / (len(b) - 1))
    half = stats.t.ppf(0.975, df) * np.sqrt(va + vb)
    diff = a.mean() - b.mean()
    mw = stats.mannwhitneyu(a, b, alternative="two-sided", method="asymptotic", use_continuity=True)
    pooled = np.sqrt(((len(a) - 1) * a.var(ddof=1) + (len(b) - 1) * b.var(ddof=1)) / (len(a) + len(b) - 2))
    cliff = np.sign(a[:, None] - b[None, :]).mean()
    print(f'// {name}: difference {diff!r}, CI {diff - half!r} to {diff + half!r}, df {df!r}, '
          f'Welch p {welch.pvalue!r} (t {welch.statistic!r}), U {mw.statistic!r}, Mann-Whitney p {mw.pvalue!r}, '
          f'd {diff / pooled!r}, Cliff {cliff!r}')
for df in (1, 2, 30, 31, 100, 999, 12.5, 1e7):
    print(f"// t(0.975, {df}) = {stats.t.ppf(0.975, df)!r}")

p = np.array([0.01, 0.04, 0.03, 0.005, 0.2, 0.04])
order = np.argsort(p, kind="stable")
adjusted = np.empty_like(p)
running = 0.0
for k, i in enumerate(order):
    running = max(running, min(1.0, (len(p) - k) * p[i]))
    adjusted[i] = running
print("// Holm of", list(p), "=", [repr(x) for x in adjusted])

# tst_powerlaw.cpp: Wilson's mean solution steps against the side in cells, fitted on logarithms.
x = np.array([20, 40, 80, 160, 320.0])
y = np.array([119.74, 283.94, 675.66, 1592.2, 3940.5])
fit = stats.linregress(np.log(x), np.log(y))
t = stats.t.ppf(0.975, len(x) - 2)
print("// power law:", repr(fit.slope), repr(np.exp(fit.intercept)), repr(fit.slope - t * fit.stderr),
      repr(fit.slope + t * fit.stderr), repr(fit.rvalue ** 2))
