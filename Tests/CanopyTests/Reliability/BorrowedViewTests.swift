import Foundation
import Testing

@testable import Canopy

/// A view lent without a retain (the safe-area notify list's entries) stops a debug build
/// when it is read after its release, naming what should have held it.
@Suite("Borrowed views")
struct BorrowedViewTests {
    @Test("Given a lent view still held, reading the loan gives the view")
    func readsTheView() {
        let view = ViewNode()
        let loan = BorrowedView(view)
        #expect(loan.view(heldBy: "the test") === view)
        #expect(loan.withView(heldBy: "the test") { $0 === view })
    }

    #if DEBUG
        @Test("Given a view lent without a retain and then released, reading the loan stops a debug build")
        func releasedBorrowedViewStopsDebugBuilds() async {
            await #expect(processExitsWith: .failure) {
                var view: ViewNode? = ViewNode()
                let loan = BorrowedView(view!)
                view = nil
                _ = loan.view(heldBy: "nothing: the test releases it")
            }
        }
    #endif
}
