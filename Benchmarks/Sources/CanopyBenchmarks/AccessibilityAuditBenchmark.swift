import Canopy
import CanopySnapshotTesting
import Foundation

/// `accessibility-audit`: `AccessibilityAudit.run(on:)` of the typical-use screen on the
/// iPhone 15 at 3x, rendering included (contrast is measured on the screen's pixels), in ms.
///
/// The budget is 20 ms, a frame and a quarter at 60 Hz: an audit per snapshot test must not
/// double a suite's time. No outside baseline: no other tool audits this tree.
enum AccessibilityAuditBenchmark {
    static let budgetMilliseconds = 20.0

    static func run(_ fixture: TypicalUseFixture) -> Result {
        let window = fixture.window
        for _ in 0..<3 { blackHole(AccessibilityAudit.run(on: window)) }
        let ours = medianMilliseconds(repeats: 31) { blackHole(AccessibilityAudit.run(on: window)) }
        log("accessibility-audit: \(String(format: "%.2f", ours)) ms (budget \(budgetMilliseconds) ms)")
        return Result(name: "accessibility-audit", value: ours, unit: "ms", baseline: "budget", baselineValue: budgetMilliseconds)
    }
}
