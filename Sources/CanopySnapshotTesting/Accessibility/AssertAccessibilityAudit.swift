import Canopy
import Foundation

/// Audits `window` (see ``AccessibilityAudit``) and fails the test for each finding that no
/// allowance in `allowing` covers, and for each allowance without a reason.
///
/// An allowance names the rule and the view (its accessibility identifier or label) and says
/// why the finding is acceptable, so the list reads as a record of decisions. Reports
/// through Swift Testing or XCTest, whichever runs the caller; never throws or crashes.
public func assertAccessibilityAudit(
    of window: WindowNode, allowing allowances: [AccessibilityAllowance] = [], file: StaticString = #filePath, line: UInt = #line
) {
    if let message = AccessibilityAuditAssertion.failureMessage(findings: AccessibilityAudit.run(on: window), allowances: allowances) {
        SnapshotReporter.fail(message, file: file, line: line)
    }
}

/// The verdict of an audit assertion, separate from reporting so it can be tested.
enum AccessibilityAuditAssertion {
    static func failureMessage(findings: [AccessibilityFinding], allowances: [AccessibilityAllowance]) -> String? {
        var lines: [String] = []
        for allowance in allowances where allowance.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            lines.append("  allowance \(allowance.rule.rawValue) for \(allowance.node) gives no reason; say why the finding is acceptable")
        }
        let open = findings.filter { finding in !allowances.contains { $0.allows(finding) && !$0.reason.isEmpty } }
        lines += open.map { "  \($0.rule.rawValue): \($0.message) (measured \(format($0.measured)), threshold \(format($0.threshold)))" }
        guard !lines.isEmpty else { return nil }
        let count = open.count
        return (["Accessibility audit: \(count) finding\(count == 1 ? "" : "s") not in the allow list."] + lines).joined(separator: "\n")
    }

    static func format(_ value: Double) -> String { AccessibilityTreeText.number(CGFloat(value)) }
}
