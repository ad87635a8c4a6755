"""Write the game's sound cues as small WAV files, with the standard library only.

Run from anywhere: `python assets/sounds/make_sounds.py`. The output is
deterministic, so running it again rewrites the same bytes. Every sound is
short and quiet (peaks well below full scale), built from sine tones with
soft envelopes and a little seeded noise.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.32
HERE = Path(__file__).resolve().parent


def note(name: str) -> float:
    """Frequency of a note such as "A4" or "C#5" (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "C#": -8, "D": -7, "D#": -6, "E": -5, "F": -4, "F#": -3, "G": -2,
             "G#": -1, "A": 0, "A#": 1, "B": 2}
    return 440.0 * 2 ** ((steps[name[:-1]] + 12 * (int(name[-1]) - 4)) / 12)


def envelope(t: float, length: float, attack: float = 0.008, release: float = 0.6) -> float:
    """A soft attack, then an exponential fade over the rest of the sound."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / max(1e-3, release * length)) * max(0.0, 1 - (t / length) ** 8)


def bell(freq: float, length: float, start: float = 0.0, gain: float = 1.0) -> list[tuple[float, float, float, float]]:
    """A bell-like tone: a sine with a quieter octave and fifth above."""
    return [(start, freq, length, gain), (start, freq * 2, length * 0.5, gain * 0.25),
            (start, freq * 3, length * 0.3, gain * 0.08)]


def render(length: float, tones: list[tuple[float, float, float, float]], noise: float = 0.0,
           noise_length: float = 0.0, seed: int = 1) -> list[float]:
    """Mix tones (start, frequency, duration, gain) and an optional noise burst."""
    rng = random.Random(seed)
    samples = []
    smooth = 0.0
    for i in range(int(length * RATE)):
        t = i / RATE
        value = 0.0
        for start, freq, duration, gain in tones:
            local = t - start
            if 0 <= local < duration:
                value += gain * envelope(local, duration) * math.sin(2 * math.pi * freq * local)
        if noise and t < noise_length:
            smooth = 0.7 * smooth + 0.3 * (rng.random() * 2 - 1)
            value += noise * smooth * envelope(t, noise_length, 0.002, 0.3)
        samples.append(value)
    top = max(1e-9, max(abs(v) for v in samples))
    return [v / top * PEAK for v in samples]


def write(name: str, samples: list[float]) -> None:
    with wave.open(str(HERE / f"{name}.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(v * 32767)) for v in samples))


SOUNDS = {
    "turn": lambda: render(0.5, bell(note("E5"), 0.35, 0.0, 0.8) + bell(note("A5"), 0.4, 0.1, 0.7)),
    "play": lambda: render(0.14, [(0, 180.0, 0.1, 1.0), (0, 360.0, 0.05, 0.3)], noise=0.8, noise_length=0.05),
    "flip": lambda: render(0.18, [(0.02, 900.0, 0.06, 0.15)], noise=1.0, noise_length=0.14, seed=2),
    "success": lambda: render(0.6, bell(note("C5"), 0.3) + bell(note("E5"), 0.3, 0.08) + bell(note("G5"), 0.45, 0.16)),
    "failure": lambda: render(0.55, bell(note("A4"), 0.3, 0, 0.8) + bell(note("F4"), 0.4, 0.14, 0.8)
                              + [(0.14, note("F4") * 1.01, 0.4, 0.2)]),
    "win": lambda: render(1.1, bell(note("C5"), 0.4) + bell(note("E5"), 0.4, 0.12) + bell(note("G5"), 0.4, 0.24)
                          + bell(note("C6"), 0.8, 0.36)),
    "loss": lambda: render(1.0, bell(note("D4"), 0.4) + bell(note("C4"), 0.4, 0.16) + bell(note("A3"), 0.75, 0.32)),
}


def main() -> None:
    for name, make in SOUNDS.items():
        write(name, make())
        print(f"wrote {name}.wav")


if __name__ == "__main__":
    main()
