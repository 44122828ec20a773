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

        @Option(
            name: .customLong("content-sizes"),
            help:
                "Also lay the screen out at these Dynamic Type sizes and report text cut there but not at L: accessibility (AX1-AX5), all, or a comma-separated list such as XXXL,AX5."
        )
        var contentSizes: String?

        func run() throws {
            let (e, d) = try screen.resolved()
            let y = try Arguments.finite(scrollTo, "--scroll-to", in: -2000...100_000)
            let sizes = try contentSizes.map(Self.sizes(from:))
            let window = ScreenRenderer.host(e.make(), on: d, scrollOffset: y)
            print(AccessibilityTreeText.text(of: AccessibilityTree(of: window)), terminator: "")
            let findings = sizes.map { AccessibilityAudit.run(on: window, contentSizes: $0) } ?? AccessibilityAudit.run(on: window)
            for finding in findings {
                print("\(finding.rule.rawValue): \(finding.message)")
            }
            print("\(findings.count) finding\(findings.count == 1 ? "" : "s") on \(e.name) (\(d.name))")
            if !findings.isEmpty {
                throw CLIError("accessibility audit of \(e.name) found \(findings.count) problem\(findings.count == 1 ? "" : "s")", exitCode: 1)
            }
        }

        /// The sizes a `--content-sizes` value names; an unknown name is an error naming it.
        static func sizes(from value: String) throws -> [ContentSizeCategory] {
            switch value.lowercased() {
            case "accessibility": return AccessibilityAudit.accessibilityContentSizes
            case "all": return AccessibilityAudit.allContentSizes
            default:
                // A list of at most every size once; longer input is refused rather than parsed.
                let names = value.split(separator: ",", omittingEmptySubsequences: false).prefix(ContentSizeCategory.allCases.count + 1)
                guard names.count <= ContentSizeCategory.allCases.count else {
                    throw CLIError("--content-sizes lists more sizes than there are (\(ContentSizeCategory.allCases.count - 1))")
                }
                return try names.map { name in
                    let trimmed = name.trimmingCharacters(in: .whitespaces)
                    guard let size = ContentSizeCategory(shortName: trimmed) else {
                        throw CLIError(
                            "--content-sizes: unknown size '\(trimmed.prefix(40))'; use accessibility, all, or names from XS, S, M, L, XL, XXL, XXXL, AX1…AX5"
                        )
                    }
                    return size
                }
            }
        }
    }
}
