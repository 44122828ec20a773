import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Continuity survey")
struct ContinuitySurveyTests {
    @Test(
        "Survey of which changes move the header or the content, by kind",
        .enabled(if: ProcessInfo.processInfo.environment["CONTINUITY_SURVEY"] != nil))
    func survey() {
        let preventsJumps = ProcessInfo.processInfo.environment["CONTINUITY_SURVEY"] == "on"
        var byKind: [String: (count: Int, worst: CGFloat, example: String)] = [:]
        var frames = 0
        for seed in 0..<UInt64(2000) {
            let sequence = ContinuitySequence(seed: seed)
            var result: (violations: [ContinuityViolation], frames: Int) = ([], 0)
            _ = Diagnostics.capture { result = sequence.run(preventsJumps: preventsJumps) }
            frames += result.frames
            for v in result.violations {
                let index = Int(v.step.split(separator: " ")[1])!
                let kind =
                    sequence.steps[index].kind + (v.step.hasSuffix("frame") ? " frame" : "") + (v.what.hasPrefix("row") ? " row" : " " + v.what)
                var entry = byKind[kind] ?? (0, 0, "seed \(seed) \(v) in \(sequence.description)")
                entry.count += 1
                entry.worst = max(entry.worst, abs(v.distance))
                byKind[kind] = entry
            }
        }
        print("continuity survey: \(frames) frames")
        for (kind, entry) in byKind.sorted(by: { $0.value.count > $1.value.count }) {
            print("  \(kind): \(entry.count) jumps, worst \(entry.worst) pt; e.g. \(entry.example)")
        }
    }
}
