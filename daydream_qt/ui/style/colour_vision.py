"""Colour arithmetic for inks and themes: CIELAB, CIEDE2000, WCAG contrast, colour-blind simulation.

Plain Python, no Qt: the tests and the ink palette use it to check that seats stay apart
for every player and that text and marks stay legible on the paper of either theme.

Dichromacy is simulated with the matrices of Machado, Oliveira and Fernandes (2009), at
severity 1.0, applied to linear sRGB (as colorspacious and DaltonLens do); distances are
CIEDE2000 (Sharma, Wu and Dalal 2005) in CIELAB under D65.

The threshold: every pair of the five default seat inks, as the sheet of each theme
(light, dark, high contrast) draws them, keeps a CIEDE2000 of at least MIN_DIFFERENCE (20)
under normal vision and each simulated dichromacy (protanopia, deuteranopia, tritanopia).
A ΔE00 of 2 or 3 is a difference one notices side by side; 20 tells two seats' marks apart
at a glance, apart on the sheet (tests/test_colour_vision.py checks every pair).
"""

from __future__ import annotations

import math
from itertools import combinations

Rgb = tuple[float, float, float]
"""Red, green and blue in 0..1 (gamma-encoded sRGB unless the name says linear)."""
Lab = tuple[float, float, float]

MACHADO: dict[str, tuple[Rgb, Rgb, Rgb]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
"""Machado 2009 severity-1.0 matrices, linear sRGB in and out."""

VISIONS = ("normal", *MACHADO)
"""Every way of seeing the checks cover."""

MIN_DIFFERENCE = 20.0
"""CIEDE2000 every pair of default inks keeps, in every theme, under every way of seeing."""

_D65 = (0.95047, 1.0, 1.08883)


def hex_rgb(colour: str) -> Rgb:
    """'#rrggbb' as sRGB in 0..1."""
    text = colour.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return tuple(int(text[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def rgb_hex(rgb: Rgb) -> str:
    return "#" + "".join(f"{round(min(max(v, 0.0), 1.0) * 255):02x}" for v in rgb)


def _to_linear(v: float) -> float:
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _to_encoded(v: float) -> float:
    v = min(max(v, 0.0), 1.0)
    return v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


def linear(rgb: Rgb) -> Rgb:
    return tuple(_to_linear(v) for v in rgb)  # type: ignore[return-value]


def encoded(rgb: Rgb) -> Rgb:
    return tuple(_to_encoded(v) for v in rgb)  # type: ignore[return-value]


def simulate(rgb: Rgb, vision: str) -> Rgb:
    """How `rgb` looks to a person with `vision` ("normal" leaves it as it is)."""
    if vision == "normal":
        return rgb
    m = MACHADO[vision]
    lin = linear(rgb)
    return encoded(tuple(sum(m[r][k] * lin[k] for k in range(3)) for r in range(3)))  # type: ignore[arg-type]


def luminance(rgb: Rgb) -> float:
    """Relative luminance (WCAG 2)."""
    r, g, b = linear(rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Rgb, b: Rgb) -> float:
    """WCAG 2 contrast ratio, 1..21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def lab(rgb: Rgb) -> Lab:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = linear(rgb)
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b,
           0.2126 * r + 0.7152 * g + 0.0722 * b,
           0.0193 * r + 0.1192 * g + 0.9505 * b)

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, _D65))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e76(a: Lab, b: Lab) -> float:
    return math.dist(a, b)


def delta_e2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    else:
        dhp = h2p - h1p
        if dhp > 180:
            dhp -= 360
        elif dhp < -180:
            dhp += 360
    dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lp_bar = (l1 + l2) / 2
    cp_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_bar = (h1p + h2p) / 2
    else:
        hp_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hp_bar - 30)) + 0.24 * math.cos(math.radians(2 * hp_bar))
         + 0.32 * math.cos(math.radians(3 * hp_bar + 6)) - 0.20 * math.cos(math.radians(4 * hp_bar - 63)))
    d_theta = 30 * math.exp(-(((hp_bar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lp_bar - 50) ** 2 / math.sqrt(20 + (lp_bar - 50) ** 2)
    sc = 1 + 0.045 * cp_bar
    sh = 1 + 0.015 * cp_bar * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dlp / sl) ** 2 + (dcp / sc) ** 2 + (dh / sh) ** 2 + rt * (dcp / sc) * (dh / sh))


def seen_difference(a: str, b: str, vision: str = "normal") -> float:
    """CIEDE2000 between two '#rrggbb' colours as a person with `vision` sees them."""
    return delta_e2000(lab(simulate(hex_rgb(a), vision)), lab(simulate(hex_rgb(b), vision)))


def worst_difference(a: str, b: str) -> float:
    """The smallest CIEDE2000 between two colours over every way of seeing in VISIONS."""
    return min(seen_difference(a, b, v) for v in VISIONS)


def closest_pair(colours: list[str], vision: str) -> tuple[float, str, str]:
    """The two colours of `colours` hardest to tell apart under `vision`, and their ΔE00."""
    return min((seen_difference(a, b, vision), a, b) for a, b in combinations(colours, 2))


def from_lab(colour: Lab) -> Rgb:
    """The sRGB colour of a CIELAB one, with channels clipped to 0..1."""
    lightness, a, b = colour
    fy = (lightness + 16) / 116
    fx, fz = fy + a / 500, fy - b / 200

    def finv(t: float) -> float:
        return t ** 3 if t > 6 / 29 else 3 * (6 / 29) ** 2 * (t - 4 / 29)

    x, y, z = (finv(f) * w for f, w in zip((fx, fy, fz), _D65))
    lin = (3.2406 * x - 1.5372 * y - 0.4986 * z,
           -0.9689 * x + 1.8758 * y + 0.0415 * z,
           0.0557 * x - 0.2040 * y + 1.0570 * z)
    return encoded(lin)


def lightened(colour: str, lightness: float) -> str:
    """`colour` at CIELAB lightness `lightness` at least, same hue, its chroma reduced
    until it fits in sRGB: an ink of a light sheet made legible on a dark one."""
    here, a, b = lab(hex_rgb(colour))
    if here >= lightness:
        return colour
    for step in range(21):
        k = 1 - step / 20
        rgb = from_lab((lightness, a * k, b * k))
        if all(0.0 <= v <= 1.0 for v in linear(rgb)) and abs(lab(rgb)[0] - lightness) < 0.5:
            return rgb_hex(rgb)
    return rgb_hex(from_lab((lightness, 0.0, 0.0)))
