"""Sound cues: quiet files that exist, silence without an audio device, one cue per change."""

import wave

from game.engine.view import events_seen
from game.resources import resource_path
from game.ui.sound import CUES, Sounds, cue_for


def event(kind, actor=0, public=()):
    return events_seen([(0, kind, actor, public, (), 0)], None)[0]


def test_every_cue_is_a_short_quiet_wav():
    for cue in CUES:
        with wave.open(str(resource_path("assets", "sounds", f"{cue}.wav"))) as wav:
            seconds = wav.getnframes() / wav.getframerate()
            frames = wav.readframes(wav.getnframes())
        assert 0.05 < seconds <= 1.2
        peak = max(abs(int.from_bytes(frames[i:i + 2], "little", signed=True)) for i in range(0, len(frames), 2))
        assert peak < 0.4 * 32768


def test_without_an_audio_device_the_game_is_silent_and_fine():
    sounds = Sounds()
    assert not sounds.available
    for cue in CUES:
        sounds.play(cue)
    sounds.play(None)


def test_muted_sounds_play_nothing():
    sounds = Sounds(muted=True)
    sounds.play("win")
    assert sounds.muted


def test_cues_speak_to_the_viewer():
    assert cue_for([event("turn", 0, (2, 0))], 0) == "turn"
    assert cue_for([event("turn", 1, (2, 0))], 0) is None
    assert cue_for([event("deploy", 1, (5,))], 0) == "play"
    assert cue_for([event("killed", 1, (0, 5))], 0) == "failure"
    assert cue_for([event("killed", 1, (0, 5))], 1) == "success"
    assert cue_for([event("reveal", -1, ((1, 2), (3, 4), ((), ()), (True, False), 0, "unguarded_match"))], 0) == "win"
    assert cue_for([event("reveal", -1, ((1, 2), (3, 4), ((), ()), (True, False), 0, "unguarded_match"))], 1) == "loss"
    assert cue_for([event("deploy", 0, (5,)), event("flip", 1, (0, 5)), event("turn", 1, (3, 0))], None) == "flip"
