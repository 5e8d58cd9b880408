#!/usr/bin/python3
"""Renders a binary STL of MazeStudy's as a shaded picture: an orthographic
view from the south-west and above, a depth buffer a pixel (NumPy), each
facet lit by its STL normal and coloured by its height; written with Matplotlib (Debian's
python3-numpy and python3-matplotlib). The picture of the model in
docs/user-guide.md.

usage: render-model.py MODEL.stl PICTURE.png [WIDTH HEIGHT]"""
import math
import struct
import sys

import matplotlib.image
import numpy

width, height = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (960, 640)
data = open(sys.argv[1], "rb").read()
count = struct.unpack_from("<I", data, 80)[0]
facets = numpy.frombuffer(data, dtype=numpy.dtype([("n", "<f4", 3), ("v", "<f4", (3, 3)), ("a", "<u2")]),
                          count=count, offset=84)
normals = facets["n"].astype(float)
corners = facets["v"].astype(float)

# Turned 35 degrees about z, then tilted to look down at 40 degrees.
turn, tilt = math.radians(-35), math.radians(-50)
rz = numpy.array([[math.cos(turn), -math.sin(turn), 0], [math.sin(turn), math.cos(turn), 0], [0, 0, 1]])
rx = numpy.array([[1, 0, 0], [0, math.cos(tilt), -math.sin(tilt)], [0, math.sin(tilt), math.cos(tilt)]])
view = rx @ rz
points = corners @ view.T
lit = normals @ view.T
low, high = points.reshape(-1, 3).min(axis=0), points.reshape(-1, 3).max(axis=0)
scale = 0.92 * min(width / (high[0] - low[0]), height / (high[1] - low[1]))
sx = (points[:, :, 0] - (low[0] + high[0]) / 2) * scale + width / 2
sy = height / 2 - (points[:, :, 1] - (low[1] + high[1]) / 2) * scale
depth = points[:, :, 2]

light = numpy.array([-0.3, 0.5, 0.81])
light /= numpy.linalg.norm(light)
brightness = 0.45 + 0.55 * numpy.clip(lit @ light, 0, 1)
# Coloured by height, a pixel at a time: the plate pale, the tallest blocks deep blue.
worldz = corners[:, :, 2]
bottom, top = worldz.min(), max(worldz.max(), worldz.min() + 1e-9)
pale, deep = numpy.array([0.97, 0.93, 0.82]), numpy.array([0.25, 0.45, 0.85])
image = numpy.ones((height, width, 3))
zbuffer = numpy.full((height, width), -numpy.inf)
for t in range(count):
    if lit[t, 2] <= 0:
        continue  # facing away from the viewer
    x0, x1 = int(max(0, math.floor(sx[t].min()))), int(min(width - 1, math.ceil(sx[t].max())))
    y0, y1 = int(max(0, math.floor(sy[t].min()))), int(min(height - 1, math.ceil(sy[t].max())))
    if x1 < x0 or y1 < y0:
        continue
    px, py = numpy.meshgrid(numpy.arange(x0, x1 + 1) + 0.5, numpy.arange(y0, y1 + 1) + 0.5)
    (ax, bx, cx), (ay, by, cy) = sx[t], sy[t]
    area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay)
    if abs(area) < 1e-12:
        continue
    wa = ((bx - px) * (cy - py) - (cx - px) * (by - py)) / area
    wb = ((cx - px) * (ay - py) - (ax - px) * (cy - py)) / area
    wc = 1 - wa - wb
    inside = (wa >= -1e-6) & (wb >= -1e-6) & (wc >= -1e-6)
    z = wa * depth[t, 0] + wb * depth[t, 1] + wc * depth[t, 2]
    window = zbuffer[y0:y1 + 1, x0:x1 + 1]
    nearer = inside & (z > window)
    window[nearer] = z[nearer]
    share = ((wa * worldz[t, 0] + wb * worldz[t, 1] + wc * worldz[t, 2])[nearer] - bottom) / (top - bottom)
    image[y0:y1 + 1, x0:x1 + 1][nearer] = ((1 - share)[:, None] * pale + share[:, None] * deep) * brightness[t]
matplotlib.image.imsave(sys.argv[2], numpy.clip(image, 0, 1))
