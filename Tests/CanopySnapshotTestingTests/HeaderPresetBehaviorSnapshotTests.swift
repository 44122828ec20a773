import Canopy
import CanopySnapshotTesting
import Examples
import FlexibleHeader
import Foundation
import Testing

/// One gesture on every header preset: scroll up 240 points, then pull back down 320 and let go.
@Suite("Behaviour snapshots of the header presets")
struct HeaderPresetBehaviorSnapshotTests {
    @Test("The same scroll up and pull down on each platform's header", arguments: HeaderPreset.all)
    func sameGesture(_ preset: HeaderPreset) {
        let trace = ScrollTrace()
            .drag(by: -240, over: 0.4)
            .release()
            .settle()
            .drag(by: 320, over: 0.4)
            .release()
            .settle()
        assertBehaviorSnapshot(
            of: HeaderPresetScreen(preset: preset), on: .iPhoneSE, trace: trace, frames: .every(0.25), named: preset.name)
    }
}
