import Canopy
import Foundation
import Testing

/// Random systems solved here and, by `scripts/solver-oracle.sh`, by PyPI's `kiwisolver`
/// (an independent C++ Cassowary); that script compares the two.
@Suite("Constraint solver against an independent solver")
struct SolverOracleTests {
    /// Systems per run: enough that every relation, priority and edit mix occurs many
    /// times, few enough to solve in well under a second.
    static let caseCount = 400

    @Test("Random systems solve without hitting the pivot budget and meet every required constraint")
    func randomSystemsSolve() throws {
        let cases = (0..<Self.caseCount).map(SolverOracleCase.init(seed:))
        for (seed, item) in cases.enumerated() {
            #expect(!item.hitIterationLimit, "seed \(seed)")
            #expect(item.requiredConstraintsHold, "seed \(seed)")
        }
        // The comparison script asks for the cases in this file; an ordinary run skips it.
        if let path = ProcessInfo.processInfo.environment["CANOPY_SOLVER_ORACLE_OUTPUT"] {
            let data = try JSONEncoder().encode(cases)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }
}
