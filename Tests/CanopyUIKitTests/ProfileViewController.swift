// A profile screen written exactly as for iOS: only the import differs.
#if canImport(UIKit)
    import MaterialComponents.MaterialFlexibleHeader
    import UIKit
#else
    import CanopyUIKit
#endif

/// One post: its text and when it was written.
struct Post {
    let text: String
    let age: String
}

/// A post's text above its age, sized by its constraints.
final class PostCell: UITableViewCell {
    static let reuseIdentifier = "post"

    let bodyLabel = UILabel()
    let ageLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpLayout() {
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        ageLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        ageLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [bodyLabel, ageLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }
}

final class ProfileViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let headerViewController = MDCFlexibleHeaderViewController()
    let tableView = UITableView(frame: .zero, style: .plain)
    let avatarView = UIView()
    let initialsLabel = UILabel()
    let nameLabel = UILabel()
    let statsLabel = UILabel()

    let posts = [
        Post(text: "Shipped the new onboarding flow today.", age: "2h"),
        Post(
            text: "Long walk along the river this morning. The light on the water was unreal, and the city was still asleep.",
            age: "1d"),
        Post(text: "Reading list for the weekend: three essays on typography and one on bridges.", age: "3d"),
        Post(text: "Coffee.", age: "5d"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(headerViewController)
        view.backgroundColor = .systemBackground

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
        view.addSubview(tableView)

        let headerView = headerViewController.headerView
        headerView.trackingScrollView = tableView
        headerView.maximumHeight = 240
        headerView.minimumHeight = 64
        headerView.backgroundColor = UIColor(red: 0.16, green: 0.45, blue: 0.55, alpha: 1)

        avatarView.backgroundColor = .white
        avatarView.layer.cornerRadius = 36
        avatarView.layer.masksToBounds = true
        initialsLabel.text = "AK"
        initialsLabel.font = UIFont.systemFont(ofSize: 28, weight: .semibold)
        initialsLabel.textColor = UIColor(red: 0.16, green: 0.45, blue: 0.55, alpha: 1)
        initialsLabel.textAlignment = .center
        initialsLabel.translatesAutoresizingMaskIntoConstraints = false
        avatarView.addSubview(initialsLabel)

        nameLabel.text = "Ada Kowalski"
        nameLabel.font = UIFont.boldSystemFont(ofSize: 22)
        nameLabel.textColor = .white
        statsLabel.text = "128 posts · 2,304 followers · 311 following"
        statsLabel.font = UIFont.systemFont(ofSize: 13)
        statsLabel.textColor = UIColor(white: 1, alpha: 0.85)

        let textStack = UIStackView(arrangedSubviews: [nameLabel, statsLabel])
        textStack.axis = .vertical
        textStack.spacing = 2
        let profileStack = UIStackView(arrangedSubviews: [avatarView, textStack])
        profileStack.axis = .horizontal
        profileStack.alignment = .center
        profileStack.spacing = 12
        profileStack.translatesAutoresizingMaskIntoConstraints = false
        headerView.addSubview(profileStack)

        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 72),
            avatarView.heightAnchor.constraint(equalToConstant: 72),
            initialsLabel.centerXAnchor.constraint(equalTo: avatarView.centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            profileStack.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: 16),
            profileStack.trailingAnchor.constraint(lessThanOrEqualTo: headerView.trailingAnchor, constant: -16),
            profileStack.bottomAnchor.constraint(equalTo: headerView.bottomAnchor, constant: -20),
        ])

        view.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier) as? PostCell
            ?? PostCell(style: .default, reuseIdentifier: PostCell.reuseIdentifier)
        cell.bodyLabel.text = posts[indexPath.row].text
        cell.ageLabel.text = posts[indexPath.row].age
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        headerViewController.scrollViewDidScroll(scrollView)
    }

    override var childForStatusBarStyle: UIViewController? {
        return headerViewController
    }
}
