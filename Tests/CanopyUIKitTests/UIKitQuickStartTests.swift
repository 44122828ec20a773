import CanopySnapshotTesting
import CanopyUIKit
import Testing

final class GreetingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Greeting"
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Written for iOS, drawn on Linux."
        label.font = .preferredFont(forTextStyle: .title2)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
    }
}

@Test func greetingOnIPhone16Pro() {
    assertSnapshot(of: UINavigationController(rootViewController: GreetingViewController()), on: .iPhone16Pro)
}
