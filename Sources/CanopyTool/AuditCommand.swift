import ArgumentParser
import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import Foundation

extension CanopyCommand {
    /// Audits one example's accessibility on one device at one scroll position.
    struct Audit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Audit one example's accessibility: contrast, touch targets, labels, cut text, covered elements.",
            discussion: "Prints the reading order and one line per finding; exits 1 when there are findings.")

        @OptionGroup var screen: ScreenSelection

        @Option(name: .customLong("scroll-to"), parsing: .unconditional, help: "Points scrolled past the top resting position (negative pulls down).")
        var scrollTo: Double = 0

        func run() throws {
            let (e, d) = try screen.resolved()
            let y = try Arguments.finite(scrollTo, "--scroll-to", in: -2000...100_000)
            let window = ScreenRenderer.host(e.make(), on: d, scrollOffset: y)
            print(AccessibilityTreeText.text(of: AccessibilityTree(of: window)), terminator: "")
            let findings = AccessibilityAudit.run(on: window)
            for finding in findings {
                print("\(finding.rule.rawValue): \(finding.message)")
            }
            print("\(findings.count) finding\(findings.count == 1 ? "" : "s") on \(e.name) (\(d.name))")
            if !findings.isEmpty {
                throw CLIError("accessibility audit of \(e.name) found \(findings.count) problem\(findings.count == 1 ? "" : "s")", exitCode: 1)
            }
        }
    }
}
